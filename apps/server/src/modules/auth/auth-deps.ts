/** What the sign-in operations are built from; each operation takes the part it uses. */
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import type { AccountLockoutDeps } from "../account-lockout/public";
import type { CustomersRepository } from "../customers/public";
import type { OneTimeCodeDeps } from "../one-time-codes/public";
import type { AuthRepository } from "./auth.repository";

export interface AuthDeps {
  /** Refresh tokens and password resets. */
  repository: AuthRepository;
  customers: CustomersRepository;
  codes: OneTimeCodeDeps;
  /** Password attempts counted per account, and its lock. */
  lockout: AccountLockoutDeps;
  clock: Clock;
  /** Signs access tokens. */
  secret: string;
  /** numberProved is told inside the sign-in's transaction. */
  events: DomainEvents;
}

export type SessionDeps = Pick<AuthDeps, "repository" | "clock" | "secret">;
