/** The diner's own account: profile, mobile number, favourites. */
import type { AppModule } from "../../app-context";
import { createCustomersRepository } from "./customers.repository";
import { customersRoutes } from "./customers.routes";
import { lockDiner } from "./diner-reads";

export const customersModule: AppModule = async (api, context) => {
  const { db, sms, clock, secret, config } = context;
  await api.register(customersRoutes, {
    deps: {
      db: context.db,
      customers: createCustomersRepository(context.db),
      codes: { db, sms, clock, secret, codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR },
      addresses: { db: context.db, lockDiner },
    },
  });
};
