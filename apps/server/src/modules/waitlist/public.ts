/**
 * What reservations and floor may use of the waitlist: checking in, a booking as it stands now (with its place in
 * line), the answers a booking's creator and its diner get, and the wait a party would be quoted now.
 */
export { answerTableReady } from "./answer-table-ready";
export { bookedBefore, bookingAnswer } from "./booking-answers";
export { checkIn } from "./check-in";
export { showBooking } from "./show-booking";
export { quoteWait } from "./wait-estimate";
export { readWaitSituation } from "./wait-situation";
export { bookingWithProgress } from "./waitlist-progress";
