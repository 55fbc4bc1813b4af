import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/** The check-in start throttle of spec §9 (5000 ms): a second "Check in" inside it waits, and is then sent once. */
export const tablesideThrottle = createStartThrottle(START_THROTTLE_MS.checkin);
