/**
 * Two hosts give the same table away at the same moment: the floor lock makes one wait for the other, so exactly one
 * party gets it and the other is told the table is not free. Run on PostgreSQL too (scripts/with-postgres.mjs), where
 * the calls truly overlap.
 */
import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { messageOf } from "../../test/sign-in-helpers";
import { addTable, type FloorFixture, insertBooking, move, setUpFloor, staffCall } from "../../test/staff-floor-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let floor: FloorFixture;
beforeAll(async () => {
  t = await createTestApp();
  floor = await setUpFloor(t);
});
afterAll(() => t.close());

const partiesAt = (tableRef: string) =>
  t.database.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.tableRef, tableRef), inArray(bookings.status, ["Notified", "Seated"])));

describe("two hosts, one table", () => {
  it("two parties seated at one table at once: one is seated, the other refused and still waiting", async () => {
    const table = await addTable(t, floor, 4);
    const [a, b] = await Promise.all([insertBooking(t, floor.locationId), insertBooking(t, floor.locationId)]);
    const answers = await Promise.all([
      move(t, floor.tokens.host, a.id, "seat", { tableId: table.tableId }),
      move(t, floor.tokens.manager, b.id, "seat", { tableId: table.tableId }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(messageOf(answers.find((x) => x.status === 409)!)).toBe(BOOKING_REFUSALS.tableNotFree);
    expect(await partiesAt(table.id)).toHaveLength(1);
  });

  it("twenty moves for one table (seats, holds and walk-ins) at once: exactly one gets it", async () => {
    const table = await addTable(t, floor, 4);
    const parties = await Promise.all(Array.from({ length: 14 }, () => insertBooking(t, floor.locationId)));
    const answers = await Promise.all([
      ...parties.map((p, i) =>
        move(t, i % 2 ? floor.tokens.host : floor.tokens.manager, p.id, i % 3 ? "seat" : "notify", { tableId: table.tableId }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        staffCall(t, floor.tokens.host, "POST", "/walk-ins", { fullName: `Walk ${i}`, guestCount: 2, tableId: table.tableId }),
      ),
    ]);
    expect(answers.filter((x) => x.status < 300)).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(answers.length - 1);
    expect(await partiesAt(table.id)).toHaveLength(1);
  });
});
