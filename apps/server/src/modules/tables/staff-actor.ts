/** Who ended or moved a booking, or acknowledged a call for the waiter, as their rows record it. */
import type { StaffCaller } from "../../plugins/caller";

export const staffActor = (caller: StaffCaller) => `staff:${caller.staffId}`;
