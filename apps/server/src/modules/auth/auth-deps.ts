/** What the sign-in operations are built from; each operation takes the part it uses. */

import type { Executor } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { AccountLockoutDeps } from "../account-lockout/public";
import type { CustomerRow, insertCustomer, updateCustomer } from "../customers/public";
import type { OneTimeCodeDeps } from "../one-time-codes/public";
import type { AuthRepository } from "./auth.repository";

export interface AuthDeps {
  /** Refresh tokens and password resets. */
  repository: AuthRepository;
  /** The customers module's account reads and writes on the database (auth.module.ts binds them). */
  customers: CustomerAccounts;
  codes: OneTimeCodeDeps;
  /** Password attempts counted per account, and its lock. */
  lockout: AccountLockoutDeps;
  clock: Clock;
  /** Signs access tokens. */
  secret: string;
  /** numberProved is told inside the sign-in's transaction. */
  events: DomainEvents;
}

/** A customer's account as sign-in reads and writes it; a write runs in the executor given, else on the database. */
export interface CustomerAccounts {
  findByPhone(phoneNumber: string): Promise<CustomerRow | null>;
  findByEmail(email: string): Promise<CustomerRow | null>;
  findByUserName(userName: string): Promise<CustomerRow | null>;
  findByLogin(text: string, phoneNumbers: string[]): Promise<CustomerRow[]>;
  insert(values: Parameters<typeof insertCustomer>[1], executor?: Executor): Promise<CustomerRow>;
  update(id: string, changes: Parameters<typeof updateCustomer>[2], executor?: Executor): Promise<CustomerRow>;
  unprovedGuestsAmong(ids: string[], executor?: Executor): Promise<string[]>;
}

export type SessionDeps = Pick<AuthDeps, "repository" | "clock" | "secret">;
