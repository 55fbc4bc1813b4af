/** A table's bill split (issue 13): by diner, in equal parts or by dishes; each part paid on its own (payments). */
import type { AppModule } from "../../app-context";
import { billsRoutes } from "./bills.routes";
import { billsDeps } from "./bills-deps";

export const billsModule: AppModule = async (api, context) => {
  await api.register(billsRoutes, billsDeps(context));
};
