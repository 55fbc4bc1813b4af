/**
 * Presence at a table (issue 24, decision 028): a stranger with only a restaurant and a table number is refused by
 * every table call, learns nothing of the table's tab and changes nothing; the table's QR token changes when its tab's
 * bill is paid in full, when the tab is cancelled and when staff ask; the QR sheet is for a manager or a host.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { type TableQrCode, tableQrCodeSchema, tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import { TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { OrderStatusEvent } from "../../integrations/events/event-catalogue";
import { snapshotData } from "../../test/data-snapshot";
import { type Answer, encodedCall, jsonCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { currentTableToken, orderRound, payTabAtCounter, roundRequest, setUpTabTable, type TabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";
import { postCheckin } from "../../test/waitlist-test-kit";

let t: TestApp;
const events = createInProcessEvents();

beforeAll(async () => {
  t = await createTestApp({ events });
});
afterAll(() => t.close());

/** Every table a table call may write. */
const TABLE_CALL_WRITES = {
  orders: "*",
  order_items: "*",
  order_rounds: "*",
  tab_diners: "*",
  order_splits: "*",
  waiter_calls: "*",
  bookings: "*",
  customers: "*",
  dining_tables: "*",
};

/** Every table call, made with `tableToken` (or none) by `token`'s caller (or nobody). */
function tableCalls(table: TabTable, orderId: string, tableToken: string | undefined) {
  const at = { locationId: table.locationId, tableId: table.tableId, ...(tableToken === undefined ? {} : { tableToken }) };
  return {
    "table-tab": (token?: string) => encodedCall(t, "POST", "/order/customer/table-tab", at, { token }),
    "a first round": (token?: string) =>
      encodedCall(t, "POST", "/order/customer/createOrder", { ...roundRequest(table, { name: "Mallory" }), tableToken }, { token }),
    "a round onto the tab": (token?: string) =>
      encodedCall(
        t,
        "POST",
        "/order/customer/createOrder",
        { ...roundRequest(table, { name: "Mallory", orderId }), tableToken },
        { token },
      ),
    "call the waiter": (token?: string) => encodedCall(t, "POST", "/customer/call-waiter", at, { token }),
    "the table's details": (token?: string) => encodedCall(t, "POST", "/merchants/locations/reservations/table-details/v2", at, { token }),
    "check in at the table": (token?: string) =>
      postCheckin(
        t,
        { ...at, idempotencyKey: randomUUID(), guestCount: 2, fullName: "Mallory Stone", phone: "4155550142", countryCode: "+1" },
        token,
      ),
    "split the bill": (token?: string) =>
      encodedCall(t, "POST", "/order/customer/split-bill", { orderId, tableToken, mode: "equal", parts: 2 }, { token }),
    "undo the split": (token?: string) => encodedCall(t, "POST", "/order/customer/split-bill/undo", { orderId, tableToken }, { token }),
  };
}

/** Nothing of the tab in an answer: not its id, not a diner's name. */
function expectNothingOfTheTab(answer: Answer, orderId: string, call: string) {
  const text = JSON.stringify(answer.body);
  expect(text, `${call} tells of the tab`).not.toContain(orderId);
  expect(text, `${call} names a diner`).not.toMatch(/Asha|Ravi/);
}

describe("a stranger with only a restaurant and a table number", () => {
  it("is refused by every table call (403 'scan the QR code'), learns nothing of the tab, and changes nothing", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha Rao" });
    await orderRound(t, table, { name: "Ravi", orderId: asha.order.orderId });
    const orderId = asha.order.orderId;
    const signedIn = await signUpByOtp(t, { fullName: "Mallory Stone" });
    const before = await snapshotData(t.database, TABLE_CALL_WRITES);
    for (const [call, make] of Object.entries(tableCalls(table, orderId, undefined))) {
      for (const token of [undefined, signedIn.accessToken]) {
        const answer = await make(token);
        // Splitting is a diner's call: a stranger is not one (401 signed out, 403 signed in) before the table is asked.
        const expected = call.includes("split") ? [token ? 403 : 401] : [403];
        expect(expected, `${call}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        if (!call.includes("split")) expect((answer.body as { code?: string }).code).toBe(TABLE_TOKEN_REFUSALS.missing.code);
        expectNothingOfTheTab(answer, orderId, call);
      }
    }
    expect(await snapshotData(t.database, TABLE_CALL_WRITES)).toEqual(before);
  });

  it("with a guessed or old token: refused as 'this table's code has changed', nothing learnt or changed", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha Rao" });
    const before = await snapshotData(t.database, TABLE_CALL_WRITES);
    for (const [call, make] of Object.entries(tableCalls(table, asha.order.orderId, "T0k3n-guessed-from-home-0000000000"))) {
      // A diner of the tab away from the table (their token is not the table's) is refused as anyone is.
      const answer = await make(asha.token);
      expect([answer.status, messageOf(answer)], call).toEqual([403, TABLE_TOKEN_REFUSALS.stale.message]);
      expect((answer.body as { code?: string }).code).toBe(TABLE_TOKEN_REFUSALS.stale.code);
    }
    expect(await snapshotData(t.database, TABLE_CALL_WRITES)).toEqual(before);
  });

  it("a diner at the table (its token) makes every call", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha Rao" });
    const calls = tableCalls(table, asha.order.orderId, table.tableToken);
    expect((await calls["table-tab"](asha.token)).status).toBe(200);
    expect((await calls["call the waiter"](asha.token)).status).toBe(201);
    expect((await calls["the table's details"](asha.token)).status).toBe(200);
    expect((await calls["a round onto the tab"](asha.token)).status).toBe(201);
    expect((await calls["split the bill"](asha.token)).status).toBe(200);
    expect((await calls["undo the split"](asha.token)).status).toBe(200);
  });
});

const qrSheet = (token?: string) => jsonCall(t, "GET", "/staff/tables/qr-codes", undefined, { token });
const renew = (tableId: string, token?: string) => jsonCall(t, "POST", `/staff/tables/${tableId}/token`, undefined, { token });
const tableTab = (table: TabTable, tableToken: string) =>
  encodedCall(t, "POST", "/order/customer/table-tab", { locationId: table.locationId, tableId: table.tableId, tableToken });
const codeOf = (answer: Answer) => (answer.body as { code?: string }).code;

describe("the table's token changes", () => {
  it("when its tab's bill is paid in full: the old token is stale, the QR sheet's new one works; the tab's pages are told", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha Rao" });
    const heard: OrderStatusEvent[] = [];
    const stop = events.subscribe("orderStatus", { order: asha.order.orderId }, (event) => heard.push(event));
    await payTabAtCounter(t, table, asha.order.orderId, asha.token);
    stop();
    // The tab closed though its status stayed: its diners' pages hear of it (and stop offering Call Waiter).
    expect(heard.length).toBeGreaterThan(0);
    const stale = await tableTab(table, table.tableToken);
    expect([stale.status, codeOf(stale)]).toEqual([403, TABLE_TOKEN_REFUSALS.stale.code]);
    const sheet = tableQrCodesAnswerSchema.parse((await qrSheet(table.tokens.manager)).body);
    const card = sheet.tables.find((c) => c.tableId === table.tableId)!;
    expect(card.tableToken).not.toBe(table.tableToken);
    expect(card.tableToken).toBe(await currentTableToken(t, table));
    const fresh = await tableTab(table, card.tableToken);
    expect([fresh.status, (fresh.body as { tab: unknown }).tab]).toEqual([200, null]);
  });

  it("when staff cancel the tab", async () => {
    const table = await setUpTabTable(t);
    const asha = await orderRound(t, table, { name: "Asha Rao" });
    const cancelled = await jsonCall(
      t,
      "PUT",
      `/staff/orders/${asha.order.orderId}/status`,
      { status: OrderStatus.CancelledByMerchant, reason: "Kitchen closed" },
      { token: table.tokens.manager },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await currentTableToken(t, table)).not.toBe(table.tableToken);
    expect(codeOf(await tableTab(table, table.tableToken))).toBe(TABLE_TOKEN_REFUSALS.stale.code);
  });

  it("when staff ask for a new one: answered with its link; the old one stops working at once", async () => {
    const table = await setUpTabTable(t);
    const answer = await renew(table.tableId.toLowerCase(), table.tokens.manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const card: TableQrCode = tableQrCodeSchema.parse(answer.body);
    expect(card.tableToken).not.toBe(table.tableToken);
    expect(card.tableToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(card.tablePath).toMatch(new RegExp(`/table/${table.tableId}\\?t=${card.tableToken}$`));
    expect(codeOf(await tableTab(table, table.tableToken))).toBe(TABLE_TOKEN_REFUSALS.stale.code);
    expect((await tableTab(table, card.tableToken)).status).toBe(200);
    expect((await renew("NO-SUCH-9", table.tokens.manager)).status).toBe(404);
  });
});

describe("the QR sheet is for the restaurant's staff", () => {
  it("a manager reads every table with its current link; the kitchen is refused (403), a diner or nobody 401", async () => {
    const table = await setUpTabTable(t);
    const answer = await qrSheet(table.tokens.manager);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const sheet = tableQrCodesAnswerSchema.parse(answer.body);
    expect(sheet.locationId).toBe(table.locationId);
    const card = sheet.tables.find((c) => c.tableId === table.tableId)!;
    expect(card.tablePath).toBe(
      `/${sheet.merchantType}/${sheet.locationSlug}/table/${table.tableId}?t=${encodeURIComponent(table.tableToken)}`,
    );
    // Every table has its own token.
    expect(new Set(sheet.tables.map((c) => c.tableToken)).size).toBe(sheet.tables.length);
    expect((await qrSheet(table.tokens.kitchen)).status).toBe(403);
    expect((await renew(table.tableId, table.tokens.kitchen)).status).toBe(403);
    const diner = await signUpByOtp(t);
    expect((await qrSheet(diner.accessToken)).status).toBe(401);
    expect((await qrSheet()).status).toBe(401);
    expect((await renew(table.tableId)).status).toBe(401);
    expect(await currentTableToken(t, table)).toBe(table.tableToken);
  });
});
