/**
 * The demo staff of every location, one account per role: a manager for every staff call (manager.<location slug>),
 * a host who runs the floor (host.<location slug>) and the kitchen, which works its tickets (kitchen.<location slug>);
 * and an owner of the demo restaurants of one city (DEMO_OWNER), who may do all a manager may at each.
 */

import type { StaffRole } from "@forkful/contracts/staff-tables";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { merchantLocations } from "../src/db/schema/merchants";
import { ownerRestaurants, staff } from "../src/db/schema/staff";
import { hashPassword } from "../src/lib/password-hash";
import type { Transaction } from "./insert-restaurant";

/** The demo staff password, shown in the README. Only ever seeded into the demo data. */
export const DEMO_STAFF_PASSWORD = "forkful-kitchen-1";

export const demoStaffUserName = (locationSlug: string) => `manager.${locationSlug}`;
export const demoHostUserName = (locationSlug: string) => `host.${locationSlug}`;
export const demoKitchenUserName = (locationSlug: string) => `kitchen.${locationSlug}`;
/** The demo owner of every demo restaurant of one city (issue 26), signed in at the first by default. */
export const DEMO_OWNER = { userName: "owner.new-york", fullName: "Demo owner", city: "New York" } as const;

const DEMO_ACCOUNTS: { role: StaffRole; userName: (locationSlug: string) => string; fullName: string }[] = [
  { role: "manager", userName: demoStaffUserName, fullName: "Demo manager" },
  { role: "host", userName: demoHostUserName, fullName: "Demo host" },
  { role: "kitchen", userName: demoKitchenUserName, fullName: "Demo kitchen" },
];

/**
 * Every location's demo accounts that are missing. Runs on its own check, so a database seeded before a role existed
 * gets its accounts too; the password is hashed only when one is missing.
 */
export async function insertDemoStaff(db: Database | Transaction): Promise<void> {
  const locations = await db.select({ id: merchantLocations.id, slug: merchantLocations.locationSlug }).from(merchantLocations);
  const wanted = locations.flatMap((location) =>
    DEMO_ACCOUNTS.map((account) => ({
      locationId: location.id,
      userName: account.userName(location.slug),
      fullName: account.fullName,
      role: account.role,
    })),
  );
  if (wanted.length === 0) return;
  const present = await db
    .select({ userName: staff.userName })
    .from(staff)
    .where(
      inArray(
        staff.userName,
        wanted.map((w) => w.userName),
      ),
    );
  const existing = new Set(present.map((p) => p.userName));
  const missing = wanted.filter((w) => !existing.has(w.userName));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insert(staff)
    .values(missing.map((account) => ({ ...account, passwordHash })))
    .onConflictDoNothing({ target: staff.userName });
}

/** The demo owner and their restaurants (those of DEMO_OWNER.city, by id), when missing. */
export async function insertDemoOwner(db: Database | Transaction): Promise<void> {
  const theirs = await db
    .select({ id: merchantLocations.id, slug: merchantLocations.locationSlug })
    .from(merchantLocations)
    .where(eq(merchantLocations.city, DEMO_OWNER.city))
    .orderBy(asc(merchantLocations.id));
  if (theirs.length === 0) return;
  const [present] = await db.select({ id: staff.id }).from(staff).where(eq(staff.userName, DEMO_OWNER.userName)).limit(1);
  if (present) return;
  // The demo password, as the demo manager's there: its hash is reused rather than made again (seeding stays quick).
  const manager = (
    await db
      .select({ passwordHash: staff.passwordHash })
      .from(staff)
      .where(eq(staff.userName, demoStaffUserName(theirs[0]!.slug)))
  )[0];
  const passwordHash = manager?.passwordHash ?? (await hashPassword(DEMO_STAFF_PASSWORD));
  const [owner] = await db
    .insert(staff)
    .values({ userName: DEMO_OWNER.userName, fullName: DEMO_OWNER.fullName, role: "owner", locationId: theirs[0]!.id, passwordHash })
    .returning({ id: staff.id });
  await db.insert(ownerRestaurants).values(theirs.map((place, position) => ({ staffId: owner!.id, locationId: place.id, position })));
}
