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
      const replaced = currentStaffSession();
      // An owner unlocking their screen stays at the restaurant they had switched to.
      const stay = replaced?.staff.role === "owner" && replaced.userName === fields.userName.trim().toLowerCase();
      const payload = stay ? { ...fields, locationId: replaced.staff.locationId } : fields;
      const result = await openCall({ method: "POST", path: "/staff/login", payload, schema: staffSignInAnswerSchema });
      if (result.ok) {
        const answer = result.data;
        // Unlocking a locked screen opens a new session: the one it replaces ends.
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
