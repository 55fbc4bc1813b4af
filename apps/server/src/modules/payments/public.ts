/** What other modules may use of payments: staff records money taken at the counter (for a whole order or a part of a split table bill). */
export { type CollectedAtLocationDeps, collectedAtLocation, isPartOfBill } from "./collected-at-location";
export { moneyKeptPerOrder } from "./money-kept";
export { paymentsOfOrders } from "./payments-of-orders";
