/**
 * What other modules may use of coupons: judging and redeeming a coupon typed at checkout. buildApp builds it once and
 * hands it to orders (AppContext.checkoutCoupons): orders sits below coupons in the module graph.
 */
import type { AppContext, CheckoutCoupons } from "../../app-context";
import { checkoutCoupons } from "./checkout-coupons";
import { createCouponsRepository } from "./coupons.repository";

export function checkoutCouponsOf({ db, clock }: Pick<AppContext, "db" | "clock">): CheckoutCoupons {
  return checkoutCoupons({ coupons: createCouponsRepository(db), clock });
}
