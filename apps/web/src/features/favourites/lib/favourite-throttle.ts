import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/** One throttle for every heart, keyed by what it keeps: a double click on one heart sends one change. */
export const favouriteThrottle = createStartThrottle(START_THROTTLE_MS.favourite);

export const favouriteKey = (locationId: number, itemId?: number) => (itemId === undefined ? `restaurant:${locationId}` : `dish:${itemId}`);
