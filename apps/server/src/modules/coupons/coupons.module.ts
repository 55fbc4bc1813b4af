/** Coupons and item offers on an unpaid order. */
import type { AppModule } from "../../app-context";
import { createOrdersRepository } from "../orders/public";
import { checkoutCoupons } from "./checkout-coupons";
import { createCouponsRepository } from "./coupons.repository";
import { couponsRoutes } from "./coupons.routes";

export const couponsModule: AppModule = async (api, { db, clock, ports }) => {
  const deps = { coupons: createCouponsRepository(db), orders: createOrdersRepository(db), clock };
  ports.checkoutCoupons.provide(checkoutCoupons(deps));
  await api.register(couponsRoutes, deps);
};
