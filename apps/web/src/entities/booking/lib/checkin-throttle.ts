import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/**
 * Spec §9's check-in start throttle (5000 ms), one for the whole flow: joining the waitlist, checking in at a table,
 * reserving, changing and cancelling. A second start of the same step inside the window waits, and is then sent once.
 */
export const checkinThrottle = createStartThrottle(START_THROTTLE_MS.checkin);

export type CheckinFlow = "checkin" | "reserve" | "change" | "cancel";
