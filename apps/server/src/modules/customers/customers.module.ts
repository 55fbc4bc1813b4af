/** The diner's own account: profile, mobile number, favourites. */
import type { AppModule } from "../../app-context";
import { addressesDeps } from "../addresses/public";
import { oneTimeCodeDeps } from "../one-time-codes/public";
import { createCustomersRepository } from "./customers.repository";
import { customersRoutes } from "./customers.routes";

export const customersModule: AppModule = async (api, context) => {
  await api.register(customersRoutes, {
    deps: { customers: createCustomersRepository(context.db), codes: oneTimeCodeDeps(context), addresses: addressesDeps(context) },
  });
};
