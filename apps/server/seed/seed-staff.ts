/**
 * One demo manager per location, so the staff calls can move orders (manager.<location slug>), and one host, who runs
 * the waitlist and the day's book (host.<location slug>).
 */

import { inArray } from "drizzle-orm";
import type { Database } from "../src/db/client";
import { staff } from "../src/db/orders-schema";
import { merchantLocations } from "../src/db/schema";
import { hashPassword } from "../src/lib/password-hash";
import type { Transaction } from "./insert-restaurant";

/** The demo staff password, shown in the README. Only ever seeded into the demo data. */
export const DEMO_STAFF_PASSWORD = "forkful-kitchen-1";

export const demoStaffUserName = (locationSlug: string) => `manager.${locationSlug}`;
export const demoHostUserName = (locationSlug: string) => `host.${locationSlug}`;

export async function insertDemoStaff(tx: Transaction): Promise<void> {
  const locations = await tx.select({ id: merchantLocations.id, slug: merchantLocations.locationSlug }).from(merchantLocations);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await tx.insert(staff).values(
    locations.flatMap((l) => [
      { locationId: l.id, userName: demoStaffUserName(l.slug), fullName: "Demo manager", passwordHash, role: "manager" as const },
      { locationId: l.id, userName: demoHostUserName(l.slug), fullName: "Demo host", passwordHash, role: "host" as const },
    ]),
  );
}

/**
 * A host per location. Runs on its own check (hosts missing), so a database seeded before the host role existed gets
 * them too; the password is hashed only when one is missing.
 */
export async function insertDemoHosts(db: Database | Transaction): Promise<void> {
  const locations = await db.select({ id: merchantLocations.id, slug: merchantLocations.locationSlug }).from(merchantLocations);
  if (locations.length === 0) return;
  const names = locations.map((l) => demoHostUserName(l.slug));
  const present = await db.select({ userName: staff.userName }).from(staff).where(inArray(staff.userName, names));
  const existing = new Set(present.map((p) => p.userName));
  const missing = locations.filter((l) => !existing.has(demoHostUserName(l.slug)));
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insert(staff)
    .values(
      missing.map((l) => ({
        locationId: l.id,
        userName: demoHostUserName(l.slug),
        fullName: "Demo host",
        passwordHash,
        role: "host" as const,
      })),
    )
    .onConflictDoNothing({ target: staff.userName });
}
