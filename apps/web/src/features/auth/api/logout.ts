import { logoutAnswerSchema } from "@forkful/contracts/auth";
import { apiRequest } from "../../../shared/api/api-client";

/** POST /customer/logout/v2: revokes the session of this refresh token. */
export async function logout(refreshToken: string) {
  return apiRequest({ method: "POST", path: "/customer/logout/v2", payload: { refreshToken }, schema: logoutAnswerSchema });
}
