/** Sign-in: codes, passwords, sessions and guests. */
import type { AppModule } from "../../app-context";
import {
  customerByEmail,
  customerByPhone,
  customerByUserName,
  customersByLogin,
  insertCustomer,
  unprovedGuestsAmong,
  updateCustomer,
} from "../customers/public";
import { createAuthRepository } from "./auth.repository";
import { authRoutes } from "./auth.routes";
import type { AuthDeps } from "./auth-deps";

export const authModule: AppModule = async (api, context) => {
  const { db, clock, secret, config } = context;
  const deps: AuthDeps = {
    repository: createAuthRepository(db),
    customers: {
      findByPhone: (phoneNumber) => customerByPhone(db, phoneNumber),
      findByEmail: (email) => customerByEmail(db, email),
      findByUserName: (userName) => customerByUserName(db, userName),
      findByLogin: (text, phoneNumbers) => customersByLogin(db, text, phoneNumbers),
      insert: (values, executor = db) => insertCustomer(executor, values),
      update: (id, changes, executor = db) => updateCustomer(executor, id, changes),
      unprovedGuestsAmong: (ids, executor = db) => unprovedGuestsAmong(executor, ids),
    },
    codes: { db, sms: context.sms, clock, secret, codesPerAddressPerHour: config.OTP_CODES_PER_ADDRESS_PER_HOUR },
    lockout: { db, sms: context.sms, clock, log: context.log },
    clock,
    secret,
    events: context.events,
  };
  await api.register(authRoutes, { deps, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
};
