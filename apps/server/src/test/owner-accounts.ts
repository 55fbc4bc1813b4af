/** An owner's account for the API tests (issue 26): an owner of the restaurants given, signed in with the demo password. */
import { randomUUID } from "node:crypto";
import { DEMO_STAFF_PASSWORD } from "../../seed/seed-staff";
import { ownerRestaurants, staff } from "../db/schema/staff";
import { hashPassword } from "../lib/password-hash";
import type { TestApp } from "./test-app";

/** An owner's account of these restaurants (the first is where they sign in by default); answers its user name. */
export async function ownerOf(t: TestApp, locationIds: number[]): Promise<string> {
  const userName = `owner.test-${randomUUID().slice(0, 8)}`;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  const [owner] = await t.database.db
    .insert(staff)
    .values({ userName, fullName: "Test Owner", role: "owner", locationId: locationIds[0]!, passwordHash })
    .returning({ id: staff.id });
  await t.database.db
    .insert(ownerRestaurants)
    .values(locationIds.map((locationId, position) => ({ staffId: owner!.id, locationId, position })));
  return userName;
}
