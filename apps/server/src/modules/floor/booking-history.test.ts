/**
 * A booking's history (issue 26): every host stand move (notify, seat, finish, no-show, cancel, walk-in) is recorded
 * with who and when, and GET /staff/bookings/{reservationId}/history shows it to the restaurant's manager and host only.
 */
import { randomUUID } from "node:crypto";
import { bookingSchema } from "@forkful/contracts/bookings";
import { BOOKING_STAFF_ACTIONS } from "@forkful/contracts/staff-actions";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { STAFF_FLOOR_REFUSALS } from "@forkful/contracts/staff-tables";
import { staffHistoryAnswerSchema } from "@forkful/contracts/staff-team";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageOf } from "../../test/sign-in-helpers";
import { addTable, type FloorFixture, insertBooking, move, setUpFloor, staffCall } from "../../test/staff-floor-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;
let floor: FloorFixture;
beforeAll(async () => {
  t = await createTestApp();
  floor = await setUpFloor(t);
});
afterAll(() => t.close());

const historyOf = (token: string, id: string) => staffCall(t, token, "GET", `/bookings/${id}/history`);
async function actionsOf(id: string) {
  const answer = await historyOf(floor.tokens.manager, id);
  expect(answer.status, messageOf(answer)).toBe(200);
  return staffHistoryAnswerSchema.parse(answer.body).actions;
}

describe("a booking's history", () => {
  it("records notify, seat and finish with who and when, newest first", async () => {
    const party = await insertBooking(t, floor.locationId, { status: "Active" });
    const table = await addTable(t, floor, 4);
    expect((await move(t, floor.tokens.host, party.id, "notify", { tableId: table.tableId })).status).toBe(200);
    expect((await move(t, floor.tokens.host, party.id, "seat", { tableId: table.tableId })).status).toBe(200);
    expect((await move(t, floor.tokens.manager, party.id, "finish")).status).toBe(200);
    const actions = await actionsOf(party.id);
    expect(actions.map((a) => a.action)).toEqual([
      BOOKING_STAFF_ACTIONS.finished,
      BOOKING_STAFF_ACTIONS.seated,
      BOOKING_STAFF_ACTIONS.notified,
    ]);
    expect(actions.map((a) => a.actor.fullName)).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
    expect(actions[0]!.actor.id).not.toBe(actions[1]!.actor.id);
    expect(actions[1]!.detail).toEqual({ tableId: table.tableId });
    expect(actions.every((a) => a.at === TEST_NOW.toISOString() && a.subjectId === party.id)).toBe(true);
  });

  it("records a cancel with its reason and a no-show", async () => {
    const cancelled = await insertBooking(t, floor.locationId, { status: "Active" });
    expect((await move(t, floor.tokens.host, cancelled.id, "cancel", { cancelReason: "Waited too long" })).status).toBe(200);
    expect(await actionsOf(cancelled.id)).toMatchObject([
      { action: BOOKING_STAFF_ACTIONS.cancelled, detail: { cancelReason: "Waited too long" } },
    ]);
    const absent = await insertBooking(t, floor.locationId, { status: "Active" });
    expect((await move(t, floor.tokens.host, absent.id, "no-show")).status).toBe(200);
    expect(await actionsOf(absent.id)).toMatchObject([{ action: BOOKING_STAFF_ACTIONS.noShow }]);
  });

  it("records a walk-in, and a refused move records nothing", async () => {
    const walkIn = await staffCall(t, floor.tokens.host, "POST", "/walk-ins", { fullName: "Walk Inn", guestCount: 2 });
    expect(walkIn.status, messageOf(walkIn)).toBe(201);
    const { reservationId } = bookingSchema.parse(walkIn.body);
    expect((await move(t, floor.tokens.host, reservationId, "finish")).status).toBe(409);
    expect(await actionsOf(reservationId)).toMatchObject([{ action: BOOKING_STAFF_ACTIONS.walkIn, detail: { guestCount: 2 } }]);
  });

  it("is read by the restaurant's manager and host; refused to the kitchen and another restaurant (403); 404 for none", async () => {
    const party = await insertBooking(t, floor.locationId, { status: "Active" });
    expect((await historyOf(floor.tokens.host, party.id)).status).toBe(200);
    const kitchen = await historyOf(floor.tokens.kitchen, party.id);
    expect([kitchen.status, messageOf(kitchen)]).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager", "host"])]);
    const elsewhere = await historyOf(floor.tokens.elsewhere, party.id);
    expect([elsewhere.status, messageOf(elsewhere)]).toEqual([403, STAFF_FLOOR_REFUSALS.otherRestaurant]);
    expect((await historyOf(floor.tokens.manager, randomUUID())).status).toBe(404);
  });
});
