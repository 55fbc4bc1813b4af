import { loginAnswerSchema } from "@forkful/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";
import type { MutationConfig } from "../../../shared/api/mutation-config";

export interface LoginRequest {
  /** A username, an email or a mobile number. */
  userName: string;
  password: string;
}

/** POST /customer/login/v2: a password sign-in. A wrong one answers 401 (a result, not an error). */
export async function login(request: LoginRequest) {
  return apiRequest({ method: "POST", path: "/customer/login/v2", payload: request, schema: loginAnswerSchema });
}

/** A password sign-in. It opens a session in the auth store; no cached query is the diner's yet. */
export function useLogin({ mutationConfig }: { mutationConfig?: MutationConfig<typeof login> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: login });
}
