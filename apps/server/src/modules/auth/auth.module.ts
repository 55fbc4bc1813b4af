/** Sign-in: codes, passwords, sessions and guests. */
import type { AppModule } from "../../app-context";
import { createCustomersRepository } from "../customers/customers.repository";
import { createAuthRepository } from "./auth.repository";
import { authRoutes } from "./auth.routes";
import { createAuthService } from "./auth.service";
import { createOtpService } from "./otp.service";
import { createSessionService } from "./session.service";

export const authModule: AppModule = async (api, context) => {
  const { db, clock, secret, sms, config } = context;
  const repository = createAuthRepository(db);
  const otp = createOtpService({ repository, sms, clock, secret, codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR });
  const sessions = createSessionService({ repository, clock, secret });
  const auth = createAuthService({ customers: createCustomersRepository(db), repository, otp, sessions, clock });
  await api.register(authRoutes, { auth, sessions, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
};
