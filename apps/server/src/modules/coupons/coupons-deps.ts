/** What the coupon and offer operations are built from. */
import type { Clock } from "../../lib/clock";
import type { OrdersRepository } from "../orders/public";
import type { CouponsRepository } from "./coupons.repository";

export interface CouponsDeps {
  coupons: CouponsRepository;
  orders: OrdersRepository;
  clock: Clock;
}
