/** Sign-in: codes, passwords, sessions and guests. */
import type { AppModule } from "../../app-context";
import { accountLockoutDeps } from "../account-lockout/public";
import { createCustomersRepository } from "../customers/public";
import { oneTimeCodeDeps } from "../one-time-codes/public";
import { createAuthRepository } from "./auth.repository";
import { authRoutes } from "./auth.routes";
import type { AuthDeps } from "./auth-deps";

export const authModule: AppModule = async (api, context) => {
  const { db, clock, secret, config } = context;
  const deps: AuthDeps = {
    repository: createAuthRepository(db),
    customers: createCustomersRepository(db),
    codes: oneTimeCodeDeps(context),
    lockout: accountLockoutDeps(context),
    clock,
    secret,
    events: context.events,
  };
  await api.register(authRoutes, { deps, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
};
