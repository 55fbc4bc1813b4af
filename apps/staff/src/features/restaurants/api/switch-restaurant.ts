import { staffSwitchAnswerSchema } from "@forkful/contracts/staff-owner";
import { useMutation } from "@tanstack/react-query";
import { staffCall } from "../../../shared/api/staff-client";
import { currentStaffSession, saveStaffSession } from "../../../shared/api/staff-session";

/**
 * POST /staff/switch: the owner goes to another of their restaurants. The new session is kept on this device (the old
 * one ended on the server); then `onSwitched` starts the console afresh there (its data and live feed are the other
 * restaurant's). A refusal comes back as a result and changes nothing here.
 */
export function useSwitchRestaurant(onSwitched: () => void) {
  return useMutation({
    mutationFn: async (locationId: number) => {
      const result = await staffCall({ method: "POST", path: "/staff/switch", payload: { locationId }, schema: staffSwitchAnswerSchema });
      const session = currentStaffSession();
      if (result.ok && session) {
        const { accessToken, refreshToken, staff } = result.data;
        saveStaffSession({ ...session, accessToken, refreshToken, staff });
        onSwitched();
      }
      return result;
    },
  });
}
