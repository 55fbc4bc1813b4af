/**
 * The start throttles of the payment step and saved cards (spec §9): 3000 ms for a payment, 5000 ms for a coupon,
 * 100 ms for the card list and for deleting a card. A second start of the same flow inside its window sends no request.
 */
import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

export const paymentThrottle = createStartThrottle(START_THROTTLE_MS.payment);
export const couponThrottle = createStartThrottle(START_THROTTLE_MS.coupon);
export const cardListThrottle = createStartThrottle(START_THROTTLE_MS.cardList);
export const cardDeleteThrottle = createStartThrottle(START_THROTTLE_MS.cardDelete);
