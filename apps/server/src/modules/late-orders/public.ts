/** What other modules may use of late-orders: the follow-ups of orders, a part of the order record (decision 034). */
export { latenessOfOrders } from "./lateness-of-orders";
