/** Coupons and item offers on an unpaid order. */
import type { AppModule } from "../../app-context";
import { createOrdersRepository } from "../orders/public";
import { createCouponsRepository } from "./coupons.repository";
import { couponsRoutes } from "./coupons.routes";

export const couponsModule: AppModule = async (api, { db, clock }) => {
  await api.register(couponsRoutes, { coupons: createCouponsRepository(db), orders: createOrdersRepository(db), clock });
};
