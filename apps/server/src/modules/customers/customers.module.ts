/** The diner's own account: profile, mobile number, favourites. */
import type { AppModule } from "../../app-context";
import { createAuthRepository } from "../auth/auth.repository";
import { createOtpService } from "../auth/otp.service";
import { createCustomersRepository } from "./customers.repository";
import { customersRoutes } from "./customers.routes";
import { createCustomersService } from "./customers.service";

export const customersModule: AppModule = async (api, context) => {
  const { db, clock, secret, sms, config } = context;
  const otp = createOtpService({
    repository: createAuthRepository(db),
    sms,
    clock,
    secret,
    codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR,
  });
  await api.register(customersRoutes, { service: createCustomersService({ repository: createCustomersRepository(db), otp }) });
};
