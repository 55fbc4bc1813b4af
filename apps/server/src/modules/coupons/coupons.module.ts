/** Coupons and item offers on an unpaid order. */
import type { AppModule } from "../../app-context";
import { createOrdersRepository } from "../orders/public";
import { carryGuestRedemptions } from "./carry-guest-redemptions";
import { checkoutCoupons } from "./checkout-coupons";
import { createCouponsRepository } from "./coupons.repository";
import { couponsRoutes } from "./coupons.routes";

export const couponsModule: AppModule = async (api, { db, clock, ports, signals }) => {
  const deps = { coupons: createCouponsRepository(db), orders: createOrdersRepository(db), clock };
  signals.numberProved.listen((proved) => carryGuestRedemptions(deps, proved));
  ports.checkoutCoupons.provide(checkoutCoupons(deps));
  await api.register(couponsRoutes, deps);
};
