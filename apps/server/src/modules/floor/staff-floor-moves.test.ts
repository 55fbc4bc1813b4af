/**
 * Every move a host can make on a booking, from every status: what BOOKING_MOVES allows answers 200 and lands; anything
 * else is a 409 naming the move, and the booking is exactly as it was.
 */
import { BOOKING_MOVES, BOOKING_STATUSES, type BookingStatus } from "@forkful/contracts/booking-states";
import { BOOKING_MOVE_WORDS, BOOKING_REFUSALS, BOOKING_STATUS_WORDS } from "@forkful/contracts/booking-texts";
import { bookingSchema } from "@forkful/contracts/bookings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageOf } from "../../test/sign-in-helpers";
import { addTable, bookingRow, type FloorFixture, insertBooking, move, setUpFloor } from "../../test/staff-floor-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import type { BookingRow } from "../bookings/public";

let t: TestApp;
let floor: FloorFixture;
beforeAll(async () => {
  t = await createTestApp();
  floor = await setUpFloor(t);
});
afterAll(() => t.close());

/** Each staff action, the status it moves to and the body it needs (a fresh table where one is named). */
const ACTIONS: { action: string; to: BookingStatus; body: () => Promise<object> }[] = [
  { action: "notify", to: "Notified", body: async () => ({}) },
  { action: "seat", to: "Seated", body: async () => ({ tableId: (await addTable(t, floor, 4)).tableId }) },
  { action: "finish", to: "Completed", body: async () => ({}) },
  { action: "no-show", to: "NoShow", body: async () => ({}) },
  { action: "cancel", to: "Cancelled", body: async () => ({ cancelReason: "Waited too long" }) },
];

/** A check-in standing in `status`; a notified or seated one at a table of its own. */
async function checkInIn(status: BookingStatus): Promise<BookingRow> {
  const atTable = status === "Notified" || status === "Seated";
  const table = atTable ? await addTable(t, floor, 4) : null;
  return insertBooking(t, floor.locationId, { status, tableRef: table?.id ?? null, seatedAt: status === "Seated" ? TEST_NOW : null });
}

const cases = ACTIONS.flatMap(({ action, to, body }) => BOOKING_STATUSES.map((from) => ({ action, to, body, from })));

describe("a host's moves on a check-in", () => {
  it.each(cases.filter(({ from, to }) => BOOKING_MOVES[from].includes(to)))("$action from $from: allowed, lands on $to", async (c) => {
    const before = await checkInIn(c.from);
    const answer = await move(t, floor.tokens.host, before.id, c.action, await c.body());
    expect(answer.status, messageOf(answer)).toBe(200);
    expect(bookingSchema.parse(answer.body).status).toBe(c.to);
    const after = await bookingRow(t, before.id);
    expect(after.status).toBe(c.to);
    expect(after.updatedAt).toEqual(TEST_NOW);
  });

  it.each(cases.filter(({ from, to }) => !BOOKING_MOVES[from].includes(to)))(
    "$action from $from: refused with 409, nothing changes",
    async (c) => {
      const before = await checkInIn(c.from);
      const answer = await move(t, floor.tokens.host, before.id, c.action, await c.body());
      expect(answer.status).toBe(409);
      expect(messageOf(answer)).toBe(BOOKING_REFUSALS.cannotMove(BOOKING_STATUS_WORDS[c.from], BOOKING_MOVE_WORDS[c.to]));
      expect(await bookingRow(t, before.id)).toEqual(before);
    },
  );
});

describe("what each allowed move records", () => {
  it("notify: notifiedAt now, an answer deadline, the named table held", async () => {
    const table = await addTable(t, floor, 2);
    const party = await insertBooking(t, floor.locationId);
    expect((await move(t, floor.tokens.host, party.id, "notify", { tableId: table.tableId })).status).toBe(200);
    const after = await bookingRow(t, party.id);
    expect(after).toMatchObject({ status: "Notified", notifiedAt: TEST_NOW, tableRef: table.id });
    expect(after.answerBy!.getTime() - TEST_NOW.getTime()).toBe(10 * 60_000);
  });

  it("seat: seatedAt now, at the table named", async () => {
    const table = await addTable(t, floor, 2);
    const party = await insertBooking(t, floor.locationId);
    const answer = await move(t, floor.tokens.host, party.id, "seat", { tableId: table.tableId });
    expect(bookingSchema.parse(answer.body).table?.tableId).toBe(table.tableId);
    expect(await bookingRow(t, party.id)).toMatchObject({ status: "Seated", seatedAt: TEST_NOW, tableRef: table.id });
  });

  it("finish: finishedAt now and who ended it; the table stays on record", async () => {
    const party = await checkInIn("Seated");
    await move(t, floor.tokens.host, party.id, "finish");
    expect(await bookingRow(t, party.id)).toMatchObject({ status: "Completed", finishedAt: TEST_NOW, tableRef: party.tableRef });
    expect((await bookingRow(t, party.id)).endedBy).toMatch(/^staff:/);
  });

  it("cancel: cancelledAt, the reason and who cancelled; a check-in's held table is let go", async () => {
    const party = await checkInIn("Notified");
    await move(t, floor.tokens.host, party.id, "cancel", { cancelReason: "Left the line" });
    expect(await bookingRow(t, party.id)).toMatchObject({
      status: "Cancelled",
      cancelledAt: TEST_NOW,
      cancelReason: "Left the line",
      tableRef: null,
    });
    expect((await bookingRow(t, party.id)).endedBy).toMatch(/^staff:/);
  });
});
