import { rolesOfStaffCall, type StaffCall } from "@forkful/contracts/staff-roles";
import type { StaffRole } from "@forkful/contracts/staff-tables";

/** Whether the server lets `role` make a staff call (STAFF_CALL_ROLES): the console offers only those moves. */
export const mayCall = (role: StaffRole, call: StaffCall): boolean => (rolesOfStaffCall(call) ?? []).includes(role);
