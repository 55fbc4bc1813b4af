/** Sign-in: codes, passwords, sessions and guests. */
import type { AppModule } from "../../app-context";
import { createCustomersRepository } from "../customers/public";
import { createAuthRepository } from "./auth.repository";
import { authRoutes } from "./auth.routes";
import type { AuthDeps } from "./auth-deps";

export const authModule: AppModule = async (api, context) => {
  const { db, clock, secret, config } = context;
  const deps: AuthDeps = {
    repository: createAuthRepository(db),
    customers: createCustomersRepository(db),
    codes: { db, sms: context.sms, clock, secret, codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR },
    lockout: { db, sms: context.sms, clock, log: context.log },
    clock,
    secret,
    events: context.events,
  };
  await api.register(authRoutes, { deps, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
};
