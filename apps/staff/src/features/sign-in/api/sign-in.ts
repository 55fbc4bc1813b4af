import { staffSignInAnswerSchema } from "@forkful/contracts/staff-sessions";
import { useMutation } from "@tanstack/react-query";
import { endStaffSession, openCall } from "../../../shared/api/staff-client";
import { currentStaffSession, saveStaffSession } from "../../../shared/api/staff-session";

export interface SignInFields {
  userName: string;
  password: string;
}

/** POST /staff/login: the session is kept on this device when it succeeds; a refusal comes back as a result. */
export function useStaffSignIn() {
  return useMutation({
    mutationFn: async (fields: SignInFields) => {
      const result = await openCall({ method: "POST", path: "/staff/login", payload: fields, schema: staffSignInAnswerSchema });
      if (result.ok) {
        const answer = result.data;
        // Unlocking a locked screen opens a new session: the one it replaces ends.
        const replaced = currentStaffSession();
        if (replaced) endStaffSession(replaced.accessToken);
        saveStaffSession({
          accessToken: answer.accessToken,
          refreshToken: answer.refreshToken,
          staff: answer.staff,
          userName: fields.userName.trim().toLowerCase(),
        });
      }
      return result;
    },
  });
}
