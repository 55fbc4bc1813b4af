/** What other code may use of the delivery module: the courier watch, run by hand in tests (delivery-test-kit). */
export { runWatchOf } from "./courier-watch";
export { couriersDueOfOrders, deliveriesOfOrders } from "./deliveries-of-orders";
