import { type StaffLoginAnswer, staffLoginAnswerSchema } from "@forkful/contracts/staff";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { openCall } from "../../../shared/api/staff-client";
import { saveStaffSession } from "../../../shared/api/staff-session";

const signInAnswerSchema = staffLoginAnswerSchema.extend({ refreshToken: z.string().optional() });

export interface SignInFields {
  userName: string;
  password: string;
}

/** POST /staff/login: the session is kept on this device when it succeeds; a refusal comes back as a result. */
export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (fields: SignInFields) => {
      const result = await openCall({ method: "POST", path: "/staff/login", payload: fields, schema: signInAnswerSchema });
      if (result.ok) {
        const answer: StaffLoginAnswer & { refreshToken?: string } = result.data;
        saveStaffSession({
          accessToken: answer.accessToken,
          refreshToken: answer.refreshToken ?? null,
          staff: answer.staff,
          userName: fields.userName.trim().toLowerCase(),
        });
      }
      return result;
    },
  });
}
