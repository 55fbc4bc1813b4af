import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import { type TableDetails, tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import { MESSAGES } from "@forkful/contracts/messages";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "../../db/schema/bookings";
import { merchantLocations } from "../../db/schema/merchants";
import { diningTables } from "../../db/schema/tables";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { atTheTable } from "../../test/tab-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

const PATH = "/merchants/locations/reservations/table-details/v2";
const SLUG = "hudson-slice-co-west-village";

describe("POST /merchants/locations/reservations/table-details/v2", () => {
  let t: TestApp;
  let locationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [location] = await t.database.db.select().from(merchantLocations).where(eq(merchantLocations.locationSlug, SLUG));
    locationId = location!.id;
  }, 60_000);
  afterAll(() => t?.close());

  /** At the table: with its QR token (decision 028). */
  const details = async (payload: { locationId: number; tableId?: string }, token?: string) => {
    const answer = await encodedCall(t, "POST", PATH, await atTheTable(t, payload), token ? { token } : {});
    return { ...answer, details: answer.status === 200 ? tableDetailsAnswerSchema.parse(answer.body) : null };
  };

  /** Puts a party at the table directly, as a host seating it would. */
  const seatParty = async (tableId: string, customerId: string | null, status: "Seated" | "Notified" = "Seated") => {
    const [table] = await t.database.db
      .select()
      .from(diningTables)
      .where(and(eq(diningTables.locationId, locationId), eq(diningTables.tableId, tableId)));
    const [row] = await t.database.db
      .insert(bookings)
      .values({
        kind: "checkin",
        locationId,
        customerId,
        status,
        fullName: "Ada Diner",
        phone: null,
        guestCount: 3,
        channelName: "HOST",
        tableRef: table!.id,
        createdAt: TEST_NOW,
        updatedAt: TEST_NOW,
        seatedAt: status === "Seated" ? TEST_NOW : null,
        notifiedAt: status === "Notified" ? TEST_NOW : null,
      })
      .returning();
    return row!;
  };

  it("answers the restaurant's floor by section, without a table when none is asked for", async () => {
    const { status, details: floor } = await details({ locationId });
    expect(status).toBe(200);
    expect(floor).toMatchObject({
      locationId,
      locationSlug: SLUG,
      merchantType: "restaurant",
      table: null,
      session: null,
      occupied: false,
    });
    expect(floor!.sections.map((s) => [s.sectionId, s.sectionName, s.tables.length])).toEqual([
      [1, "Counter", 3],
      [2, "Back Room", 7],
    ]);
    const tables = floor!.sections.flatMap((s) => s.tables);
    expect(tables.map((x) => x.tableId)).toEqual(Array.from({ length: 10 }, (_, i) => `T${i + 1}`));
  });

  it("answers one table with its section; a free table is not occupied", async () => {
    const { details: one } = await details({ locationId, tableId: "T4" });
    expect(one?.table).toEqual({ tableId: "T4", tableName: "Table 4", seats: 4, sectionId: 2, sectionName: "Back Room" });
    expect(one).toMatchObject({ occupied: false, session: null });
  });

  it("finds a table whatever the case of its id", async () => {
    const { details: one } = await details({ locationId, tableId: "t5" });
    expect(one?.table?.tableId).toBe("T5");
  });

  it("is 404 with a clear text for a table the restaurant does not have, and for an unknown restaurant", async () => {
    const noTable = await details({ locationId, tableId: "T99" });
    expect([noTable.status, messageOf(noTable)]).toEqual([404, BOOKING_REFUSALS.noSuchTable]);
    const noPlace = await details({ locationId: 999_999, tableId: "T4" });
    expect([noPlace.status, messageOf(noPlace)]).toEqual([404, MESSAGES.noSuchRestaurant]);
  });

  it("is 400 for a table id that could not be printed on a QR code", async () => {
    const bad = await details({ locationId, tableId: "T4; drop table" });
    expect(bad.status).toBe(400);
  });

  it("gives the seated party its session at its table, and tells anyone else (signed in or not) only that it is taken", async () => {
    const diner = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    const seated = await seatParty("T6", diner.customerId);
    const own = await details({ locationId, tableId: "T6" }, diner.accessToken);
    expect(own.details).toMatchObject({
      occupied: true,
      session: { reservationId: seated.id, fullName: "Ada Diner", guestCount: 3, seatedAt: TEST_NOW.toISOString() },
    });
    for (const token of [other.accessToken, undefined]) {
      const theirs = await details({ locationId, tableId: "T6" }, token);
      expect((theirs.details as TableDetails).occupied).toBe(true);
      expect((theirs.details as TableDetails).session).toBeNull();
    }
  });

  it("counts a table held for a party that is ready as occupied, with no session yet", async () => {
    const diner = await signUpByOtp(t);
    await seatParty("T7", diner.customerId, "Notified");
    const held = await details({ locationId, tableId: "T7" }, diner.accessToken);
    expect(held.details).toMatchObject({ occupied: true, session: null });
  });

  it("names no one at a walk-in's table (a host's walk-in has no diner)", async () => {
    await seatParty("T8", null);
    const diner = await signUpByOtp(t);
    const walkIn = await details({ locationId, tableId: "T8" }, diner.accessToken);
    expect(walkIn.details).toMatchObject({ occupied: true, session: null });
  });
});
