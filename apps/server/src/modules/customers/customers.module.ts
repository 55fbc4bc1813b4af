/** The diner's own account: profile, mobile number, favourites. */
import type { AppModule } from "../../app-context";
import { oneTimeCodeDeps } from "../one-time-codes/public";
import { createCustomersRepository } from "./customers.repository";
import { customersRoutes } from "./customers.routes";
import { lockDiner } from "./diner-reads";

export const customersModule: AppModule = async (api, context) => {
  await api.register(customersRoutes, {
    deps: {
      db: context.db,
      customers: createCustomersRepository(context.db),
      codes: oneTimeCodeDeps(context),
      addresses: { db: context.db, lockDiner },
    },
  });
};
