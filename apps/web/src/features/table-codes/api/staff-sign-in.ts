import { type StaffLoginAnswer, staffLoginAnswerSchema } from "@forkful/contracts/staff";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../shared/api/api-client";

export type StaffSession = StaffLoginAnswer;

/**
 * POST /staff/login (JSON): a staff member signs in for the QR sheet. The answer's token is kept in memory by the
 * page only (never in the diner's storage): a reload asks again.
 */
export function staffSignIn(credentials: { userName: string; password: string }) {
  return apiRequest({ method: "POST", path: "/staff/login", payload: credentials, encoded: false, schema: staffLoginAnswerSchema });
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: staffSignIn });
}
