/** Helpers for the reservation API tests: a known floor at a known restaurant, and a reservation request. */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { merchantLocations } from "../db/schema/merchants";
import { diningTables } from "../db/schema/tables";
import { type Answer, encodedCall, newMobile } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

/** Gramercy Table, New York: dinner 17:00–22:30 Tuesday to Sunday (closed Monday, TEST_NOW's day), lunch at weekends. */
export const RESTAURANT = "gramercy-table-gramercy-park";

export async function locationIdOf(t: TestApp, slug = RESTAURANT): Promise<number> {
  const [row] = await t.database.db
    .select({ id: merchantLocations.id })
    .from(merchantLocations)
    .where(eq(merchantLocations.locationSlug, slug));
  return row!.id;
}

let tableCounter = 0;

/**
 * The restaurant's floor for a test: the seeded tables stop taking reservations and these (seats each) are added, so
 * the test knows exactly which tables a party may get. Answers their row ids, in order.
 */
export async function testFloor(t: TestApp, locationId: number, seats: number[]): Promise<string[]> {
  await t.database.db.update(diningTables).set({ reservable: false }).where(eq(diningTables.locationId, locationId));
  const rows = await t.database.db
    .insert(diningTables)
    .values(
      seats.map((n) => {
        tableCounter += 1;
        return { locationId, tableId: `QA-${tableCounter}`, name: `Test ${tableCounter}`, sectionId: 1, seats: n, sortOrder: tableCounter };
      }),
    )
    .returning({ id: diningTables.id });
  return rows.map((row) => row.id);
}

export function reservationRequest(locationId: number, overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: randomUUID(),
    locationId,
    guestCount: 2,
    fullName: "Maya Chen",
    phone: newMobile(),
    reservationDate: "2026-11-24",
    reservationSlot: "19:00",
    ...overrides,
  };
}

export const reserve = (t: TestApp, payload: unknown, token?: string): Promise<Answer> =>
  encodedCall(t, "POST", "/customer/reservations", payload, { token });

export const slotsOf = (t: TestApp, locationId: number, query: string): Promise<Answer> =>
  t.get(`/merchants/generate-reservation-slot/${locationId}?${query}`);

/** The slots of the answer that are available, as HH:mm. */
export const availableSlots = (answer: Answer): string[] =>
  (answer.body as { slots: { slot: string; available: boolean }[] }).slots.filter((s) => s.available).map((s) => s.slot);
