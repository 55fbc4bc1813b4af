import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/** The profile start throttle of spec §9 (3000 ms): a second save of the same kind inside it sends nothing. */
export const profileThrottle = createStartThrottle(START_THROTTLE_MS.profile);

export type ProfileFlow = "details" | "mobile-code" | "mobile-verify" | "password" | "promotions" | "favourite" | "address";
