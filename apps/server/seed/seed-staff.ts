/** One demo manager per location, so the staff calls can move orders: manager.<location slug>. */

import { staff } from "../src/db/orders-schema";
import { merchantLocations } from "../src/db/schema";
import { hashPassword } from "../src/lib/password-hash";
import type { Transaction } from "./insert-restaurant";

/** The demo staff password, shown in the README. Only ever seeded into the demo data. */
export const DEMO_STAFF_PASSWORD = "forkful-kitchen-1";

export const demoStaffUserName = (locationSlug: string) => `manager.${locationSlug}`;

export async function insertDemoStaff(tx: Transaction): Promise<void> {
  const locations = await tx.select({ id: merchantLocations.id, slug: merchantLocations.locationSlug }).from(merchantLocations);
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await tx.insert(staff).values(
    locations.map((l) => ({
      locationId: l.id,
      userName: demoStaffUserName(l.slug),
      fullName: "Demo manager",
      passwordHash,
      role: "manager" as const,
    })),
  );
}
