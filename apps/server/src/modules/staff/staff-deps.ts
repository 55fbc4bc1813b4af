/** What the staff operations are built from. */
import type { Database } from "../../db/client";
import type { Clock } from "../../lib/clock";
import type { AccountLockoutDeps } from "../account-lockout/public";
import type { StaffSessions } from "../auth/public";
import type { OrderMoveDeps } from "../orders/public";
import type { CollectedAtLocationDeps } from "../payments/public";
import type { OwnerRestaurantsRepository } from "./owner-restaurants.repository";
import type { StaffRepository } from "./staff.repository";

export interface StaffDeps {
  staff: StaffRepository;
  /** The location's orders are read from it, through the orders module. */
  db: Database;
  /** Moving orders through their states, as the orders module does it. */
  moves: OrderMoveDeps;
  /** Recording money taken at the counter, as the payments module does it. */
  counter: CollectedAtLocationDeps;
  clock: Clock;
  /** Password attempts counted per account, and its lock. */
  lockout: AccountLockoutDeps;
  /** Signs access tokens. */
  secret: string;
  /** Staff sessions' refresh tokens, rotated and ended as the auth module does it for diners. */
  sessions: StaffSessions;
  /** An owner's restaurants, and where an owner's session is. */
  owners: OwnerRestaurantsRepository;
}
