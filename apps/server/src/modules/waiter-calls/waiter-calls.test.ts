import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { STAFF_ROLE_REFUSALS } from "@forkful/contracts/staff-roles";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import {
  WAITER_CALL_ACKNOWLEDGED_MINUTES,
  WAITER_CALL_COOLDOWN_SECONDS,
  WAITER_CALL_REFUSALS,
  WAITER_CALL_WORDS,
  type WaiterCall,
  waiterCallSchema,
  waiterCallsAnswerSchema,
} from "@forkful/contracts/waiter-calls";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { diningTables } from "../../db/schema/tables";
import { waiterCalls } from "../../db/schema/waiter-calls";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { openEventStream } from "../../test/event-stream-kit";
import { openRestaurants } from "../../test/order-test-kit";
import { type Answer, encodedCall, jsonCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { currentTableToken, orderRound, payTabAtCounter, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";
import { callWaiter as callWaiterNow } from "./call-waiter";
import { createWaiterCallsRepository, type WaiterCallsRepository } from "./waiter-calls.repository";

const clock = mutableClock();
let t: TestApp;
let baseUrl: string;
/** A table at a dine-in restaurant, and a table at another restaurant with its manager ("staff elsewhere"). */
let table: TabTable;
let elsewhere: { locationId: number; tableId: string; tokens: { manager: string } };

async function tableElsewhere(): Promise<typeof elsewhere> {
  const other = (await openRestaurants(t, "pickup")).find((r) => r.id !== table.locationId)!;
  const tableId = `WC-${randomUUID().slice(0, 6)}`;
  await t.database.db.insert(diningTables).values({ locationId: other.id, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 2 });
  const login = await jsonCall(t, "POST", "/staff/login", {
    userName: demoStaffUserName(other.locationSlug),
    password: DEMO_STAFF_PASSWORD,
  });
  return { locationId: other.id, tableId, tokens: { manager: (login.body as { accessToken: string }).accessToken } };
}

beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/data-services`;
});
afterAll(() => t.close());
// A fresh table (no call yet) and fresh staff sign-ins for each test: the clock moves on past their tokens' life.
beforeEach(async () => {
  table = await setUpTabTable(t);
  elsewhere = await tableElsewhere();
});

/** From the table: with its QR token (decision 028). */
const callWaiter = (at: TabTable, options: { token?: string; tableId?: string; orderId?: string } = {}) =>
  encodedCall(
    t,
    "POST",
    "/customer/call-waiter",
    { locationId: at.locationId, tableId: options.tableId ?? at.tableId, tableToken: at.tableToken, orderId: options.orderId },
    options,
  );
const readCall = (callId: string) => t.get(`/customer/call-waiter/${callId}`);
const staffMove = (callId: string, move: "acknowledge" | "close", token: string) =>
  jsonCall(t, "PUT", `/staff/waiter-calls/${callId}/${move}`, undefined, { token });
const staffList = (token: string) => jsonCall(t, "GET", "/staff/waiter-calls", undefined, { token });
const callOf = (answer: Pick<Answer, "body">): WaiterCall => waiterCallSchema.parse(answer.body);

/** The table's rows in waiter_calls, oldest first. */
const rowsAt = (at: TabTable) =>
  t.database.db
    .select()
    .from(waiterCalls)
    .where(and(eq(waiterCalls.locationId, at.locationId), eq(waiterCalls.tableId, at.tableId)))
    .orderBy(waiterCalls.calledAt);

/** The first call of the test's table. */
async function freshCall(token?: string): Promise<WaiterCall> {
  const answer = await callWaiter(table, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return callOf(answer);
}

describe("a diner calls the waiter (POST /customer/call-waiter)", () => {
  it("makes an open call signed out (201); a repeat answers the same call (200), and one row stays open", async () => {
    const call = await freshCall();
    expect(call).toMatchObject({ locationId: table.locationId, tableId: table.tableId, tableName: `Table ${table.tableId}` });
    expect(call).toMatchObject({ state: "open", stateLabel: WAITER_CALL_WORDS.open, acknowledgedAt: null });
    expect(Date.parse(call.nextCallAt) - Date.parse(call.calledAt)).toBe(WAITER_CALL_COOLDOWN_SECONDS * 1000);
    // Still open after the cooldown: a repeat answers it rather than calling twice.
    clock.advance(WAITER_CALL_COOLDOWN_SECONDS * 2000);
    const again = await callWaiter(table, { tableId: table.tableId.toLowerCase() });
    expect(again.status).toBe(200);
    expect(callOf(again).callId).toBe(call.callId);
    expect((await rowsAt(table)).filter((row) => row.state === "open")).toHaveLength(1);
  });

  it("records who called when signed in", async () => {
    const diner = await signUpByOtp(t, { fullName: "Caller Diner" });
    const call = await freshCall(diner.accessToken);
    const [row] = (await rowsAt(table)).filter((r) => r.id === call.callId);
    expect(row?.customerId).toBe(diner.customerId);
  });

  it("answers the last call within the cooldown even once it is closed, and makes a new one after", async () => {
    const call = await freshCall();
    expect((await staffMove(call.callId, "close", table.tokens.manager)).status).toBe(200);
    clock.advance(WAITER_CALL_COOLDOWN_SECONDS * 1000 - 1000);
    const soon = await callWaiter(table);
    expect([soon.status, callOf(soon).callId, callOf(soon).state]).toEqual([200, call.callId, "closed"]);
    clock.advance(2000);
    const later = await callWaiter(table);
    expect(later.status).toBe(201);
    expect(callOf(later).callId).not.toBe(call.callId);
    expect(callOf(later).state).toBe("open");
  });

  it("a new party at the table calls afresh within the cooldown: the last party's answered call is not theirs", async () => {
    const call = await freshCall();
    expect((await staffMove(call.callId, "acknowledge", table.tokens.manager)).status).toBe(200);
    const { order } = await orderRound(t, table, { name: "Next Party" });
    const theirs = await callWaiter(table);
    expect([theirs.status, callOf(theirs).state, callOf(theirs).orderId]).toEqual([201, "open", order.orderId]);
    expect(callOf(theirs).callId).not.toBe(call.callId);
  });

  it("names the table's open tab, whatever orderId the diner sends", async () => {
    const { order } = await orderRound(t, table);
    const answer = await callWaiter(table, { orderId: randomUUID() });
    expect([answer.status, callOf(answer).orderId]).toEqual([201, order.orderId]);
  });

  it("refuses a call from a tab whose bill is closed (409) and writes nothing; the table's next party calls", async () => {
    const asha = await orderRound(t, table, { name: "Asha" });
    await payTabAtCounter(t, table, asha.order.orderId, asha.token);
    // The closed tab's page is still open on Asha's phone; the table's code is its new one.
    const now = { ...table, tableToken: await currentTableToken(t, table) };
    const before = await rowsAt(table);
    const answer = await callWaiter(now, { orderId: asha.order.orderId, token: asha.token });
    expect([answer.status, messageOf(answer)]).toEqual([409, TAB_REFUSALS.closed]);
    expect(await rowsAt(table)).toEqual(before);
    expect((await callWaiter(now)).status).toBe(201);
  });

  it("answers 404 for a table the restaurant does not have, and writes nothing", async () => {
    const before = await t.database.db.select().from(waiterCalls);
    const answer = await callWaiter(table, { tableId: "NO-SUCH-1" });
    expect([answer.status, messageOf(answer)]).toEqual([404, TAB_REFUSALS.noSuchTable]);
    // The table exists, but at another restaurant.
    const mixed = await callWaiter(table, { tableId: elsewhere.tableId });
    expect(mixed.status).toBe(404);
    expect(await t.database.db.select().from(waiterCalls)).toHaveLength(before.length);
  });

  it("makes one open call when diners call at once; every one of them gets that call", async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, () => callWaiter(table)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => callOf(a).callId)).size).toBe(1);
    expect((await rowsAt(table)).filter((row) => row.state === "open")).toHaveLength(1);
  });
});

describe("two diners calling in the same instant", () => {
  it("the one whose read missed the other's call answers that call: the unique index turns its insert away", async () => {
    const first = await freshCall();
    const calls = createWaiterCallsRepository(t.database.db);
    let reads = 0;
    // Its first read runs before the other diner's call is written.
    const late: WaiterCallsRepository = {
      ...calls,
      openOrLatestCall: (ex, locationId, tableId) =>
        reads++ === 0 ? Promise.resolve(null) : calls.openOrLatestCall(ex, locationId, tableId),
    };
    const deps = { db: t.database.db, calls: late, clock: clock.now, events: createInProcessEvents() };
    const answer = await callWaiterNow(deps, { locationId: table.locationId, tableId: table.tableId, tableToken: table.tableToken }, null);
    expect([answer.created, answer.call.callId, reads]).toEqual([false, first.callId, 2]);
    expect(await rowsAt(table)).toHaveLength(1);
  });
});

describe("staff answer the call", () => {
  it("acknowledge: the diner reads that a waiter is on the way; close: it leaves the staff list", async () => {
    const call = await freshCall();
    const listed = waiterCallsAnswerSchema.parse((await staffList(table.tokens.manager)).body).calls.map((c) => c.callId);
    expect(listed).toContain(call.callId);
    const acknowledged = await staffMove(call.callId, "acknowledge", table.tokens.manager);
    expect(acknowledged.status, JSON.stringify(acknowledged.body)).toBe(200);
    const read = callOf(await readCall(call.callId));
    expect(read).toMatchObject({
      state: "acknowledged",
      stateLabel: WAITER_CALL_WORDS.acknowledged,
      acknowledgedAt: clock.now().toISOString(),
    });
    expect(read.stateLabel).toBe("A waiter is on the way");
    const closed = await staffMove(call.callId, "close", table.tokens.manager);
    expect([closed.status, callOf(closed).state, callOf(closed).stateLabel]).toEqual([200, "closed", WAITER_CALL_WORDS.closed]);
    const after = waiterCallsAnswerSchema.parse((await staffList(table.tokens.manager)).body).calls.map((c) => c.callId);
    expect(after).not.toContain(call.callId);
  });

  it("refuses a move the call's state does not allow with a 409, and changes nothing", async () => {
    const call = await freshCall();
    await staffMove(call.callId, "acknowledge", table.tokens.manager);
    const [before] = (await rowsAt(table)).filter((r) => r.id === call.callId);
    const twice = await staffMove(call.callId, "acknowledge", table.tokens.manager);
    expect([twice.status, messageOf(twice)]).toEqual([409, WAITER_CALL_REFUSALS.alreadyAcknowledged]);
    await staffMove(call.callId, "close", table.tokens.manager);
    const [closedRow] = (await rowsAt(table)).filter((r) => r.id === call.callId);
    for (const move of ["acknowledge", "close"] as const) {
      const refused = await staffMove(call.callId, move, table.tokens.manager);
      expect([refused.status, messageOf(refused)]).toEqual([409, WAITER_CALL_REFUSALS.alreadyClosed]);
    }
    const [after] = (await rowsAt(table)).filter((r) => r.id === call.callId);
    expect(after).toEqual(closedRow);
    expect(before?.state).toBe("acknowledged");
  });

  it("reads an acknowledged call as closed once its minutes are up: off the list, and closing it is refused", async () => {
    const call = await freshCall();
    await staffMove(call.callId, "acknowledge", table.tokens.manager);
    clock.advance(WAITER_CALL_ACKNOWLEDGED_MINUTES * 60_000 - 1000);
    expect(callOf(await readCall(call.callId)).state).toBe("acknowledged");
    clock.advance(1000);
    expect(callOf(await readCall(call.callId))).toMatchObject({ state: "closed", stateLabel: WAITER_CALL_WORDS.closed });
    const listed = waiterCallsAnswerSchema.parse((await staffList(table.tokens.manager)).body).calls.map((c) => c.callId);
    expect(listed).not.toContain(call.callId);
    expect((await staffMove(call.callId, "close", table.tokens.manager)).status).toBe(409);
  });

  it("refuses the kitchen the calls, to read or answer (403), and refuses another restaurant's staff (403)", async () => {
    const call = await freshCall();
    const kitchen = await staffMove(call.callId, "acknowledge", table.tokens.kitchen);
    expect([kitchen.status, messageOf(kitchen)]).toEqual([403, STAFF_ROLE_REFUSALS.notForRole(["manager", "host"])]);
    expect((await staffMove(call.callId, "close", table.tokens.kitchen)).status).toBe(403);
    expect((await staffList(table.tokens.kitchen)).status).toBe(403);
    expect((await openCallsStream(table.tokens.kitchen)).status).toBe(403);
    const other = await staffMove(call.callId, "acknowledge", elsewhere.tokens.manager);
    expect([other.status, messageOf(other)]).toEqual([403, WAITER_CALL_REFUSALS.otherLocation]);
    const theirList = waiterCallsAnswerSchema.parse((await staffList(elsewhere.tokens.manager)).body).calls.map((c) => c.callId);
    expect(theirList).not.toContain(call.callId);
    expect(callOf(await readCall(call.callId)).state).toBe("open");
  });

  it("answers 404 for an unknown call, and 401 without a staff sign-in", async () => {
    const unknown = randomUUID();
    expect((await readCall(unknown)).status).toBe(404);
    expect((await staffMove(unknown, "acknowledge", table.tokens.manager)).status).toBe(404);
    expect((await jsonCall(t, "GET", "/staff/waiter-calls", undefined)).status).toBe(401);
  });
});

/** Opens staff's live list of calls and reads its first list. */
async function openCallsStream(token?: string) {
  const stream = await openEventStream(`${baseUrl}/staff/waiter-calls/events`, "calls", token);
  const calls = (data: unknown) => waiterCallsAnswerSchema.parse(data).calls;
  return {
    status: stream.status,
    first: stream.status === 200 ? calls(stream.first) : [],
    next: async () => calls(await stream.next()),
    close: stream.close,
  };
}

describe("staff's live list of calls (GET /staff/waiter-calls/events)", () => {
  it("sends the list now, the new call when a diner calls, and its new state when it is acknowledged", async () => {
    const stream = await openCallsStream(table.tokens.manager);
    try {
      expect(stream.status).toBe(200);
      expect(stream.first.map((c) => c.tableId)).not.toContain(table.tableId);
      const call = callOf(await callWaiter(table));
      expect((await stream.next()).find((c) => c.callId === call.callId)).toMatchObject({ state: "open" });
      await staffMove(call.callId, "acknowledge", table.tokens.manager);
      expect((await stream.next()).find((c) => c.callId === call.callId)).toMatchObject({ state: "acknowledged" });
    } finally {
      stream.close();
    }
  });

  it("drops an acknowledged call when its minutes are up, though nobody touched it", async () => {
    const call = await freshCall();
    await staffMove(call.callId, "acknowledge", table.tokens.manager);
    clock.advance(WAITER_CALL_ACKNOWLEDGED_MINUTES * 60_000 - 200);
    const stream = await openCallsStream(table.tokens.manager);
    try {
      expect(stream.first.find((c) => c.callId === call.callId)).toMatchObject({ state: "acknowledged" });
      clock.advance(200);
      // The stream looks again when the call's time is up (at least a second later): it is gone.
      expect((await stream.next()).map((c) => c.callId)).not.toContain(call.callId);
    } finally {
      stream.close();
    }
  });

  it("needs a staff sign-in (401)", async () => {
    expect((await openCallsStream()).status).toBe(401);
  });
});
