/**
 * What other modules may use of coupons: judging and redeeming a coupon typed at checkout. buildApp builds it once and
 * hands it to orders (AppContext.checkoutCoupons): orders sits below coupons in the module graph.
 */
export { checkoutCouponsOf } from "./checkout-coupons";
export { couponsOfOrders, offersOfOrders } from "./coupons-of-orders";
