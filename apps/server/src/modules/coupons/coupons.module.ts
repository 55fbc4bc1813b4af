/** Coupons and item offers on an unpaid order. */
import type { AppModule } from "../../app-context";
import { carryGuestRedemptions } from "./carry-guest-redemptions";
import { createCouponsRepository } from "./coupons.repository";
import { couponsRoutes } from "./coupons.routes";

export const couponsModule: AppModule = async (api, { db, clock, events }) => {
  const deps = { coupons: createCouponsRepository(db), db, clock };
  events.subscribe("numberProved", (proved) => carryGuestRedemptions(deps, proved));
  await api.register(couponsRoutes, deps);
};
