/** Coupons and item offers on an unpaid order. */
import type { AppModule } from "../../app-context";
import { createOrdersRepository } from "../orders/orders.repository";
import { createCouponsRepository } from "./coupons.repository";
import { couponsRoutes } from "./coupons.routes";
import { createCouponsService } from "./coupons.service";
import { createItemOffersService } from "./item-offers.service";

export const couponsModule: AppModule = async (api, { db, clock }) => {
  const coupons = createCouponsRepository(db);
  const orders = createOrdersRepository(db);
  await api.register(couponsRoutes, {
    coupons: createCouponsService({ coupons, orders, clock }),
    offers: createItemOffersService({ coupons, orders, clock }),
  });
};
