import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/** Spec §9's check-in start throttle (5000 ms) holds a second "Reserve" inside the window; a change shares it. */
export const reservationThrottle = createStartThrottle(START_THROTTLE_MS.checkin);

export type ReservationFlow = "reserve" | "change" | "cancel";
