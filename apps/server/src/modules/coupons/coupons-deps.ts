/** What the coupon and offer operations are built from. */
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { CouponsRepository } from "./coupons.repository";

export interface CouponsDeps {
  coupons: CouponsRepository;
  /** Orders are read and repriced in it, through the orders module. */
  db: Database;
  clock: Clock;
}
