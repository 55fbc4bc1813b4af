import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/** Spec §9: a second "Join the waitlist" inside 5000 ms of the first waits for the window to end. */
export const checkinThrottle = createStartThrottle(START_THROTTLE_MS.checkin);
