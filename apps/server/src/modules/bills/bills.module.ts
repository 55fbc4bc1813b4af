/**
 * A table's bill split (issue 13): by diner, in equal parts or by dishes; each part paid on its own (payments). Staff
 * void a round placed in error (decision 028).
 */
import type { AppModule } from "../../app-context";
import { billsRoutes } from "./bills.routes";
import { billsDeps } from "./bills-deps";
import { billsStaffRoutes } from "./bills-staff.routes";

export const billsModule: AppModule = async (api, context) => {
  const deps = billsDeps(context);
  await api.register(billsRoutes, deps);
  await api.register(billsStaffRoutes, deps);
};
