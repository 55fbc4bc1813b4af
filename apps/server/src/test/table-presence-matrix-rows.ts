/**
 * The authorization matrix's rows for presence at a table (issue 24, decision 028): every table call made without the
 * table's QR token is refused for everyone, the owner of the table's tab included, and changes nothing; with the token,
 * anyone at the table reads whether a tab is open (its id and names only to its diners); the QR sheet and a new token
 * are its restaurant's staff's; voiding a round is its restaurant's manager's.
 */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { tableQrCodeSchema, tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import { TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { tableTabAnswerSchema } from "@forkful/contracts/tabs";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderRounds, tabDiners } from "../db/schema/bills";
import { orderItems, orders } from "../db/schema/orders";
import { diningTables } from "../db/schema/tables";
import { type Answer, type CallerName, type Fixture, isManagerHere, type Matrix, type MatrixRow, type Statuses } from "./authorization-kit";
import { newMobile } from "./sign-in-helpers";
import { TEST_NOW } from "./test-app";

/**
 * Makes the owner's order an open tab at a table of its own (the owner its one diner, "Priya Owner" unless named), in
 * `rounds` rounds: round 1 holds the order's dish, round 2 (when asked) one more of it. Answers the table and its QR token.
 */
export async function ownersTab(m: Matrix, f: Fixture, rounds: 1 | 2 = 1, dinerName = "Priya Owner"): Promise<Partial<Fixture>> {
  const { db } = m.t.database;
  const tableId = `TP-${randomUUID().slice(0, 8)}`;
  const [table] = await db
    .insert(diningTables)
    .values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 4 })
    .returning();
  await db.update(orders).set({ tabState: "open", tableId }).where(eq(orders.id, f.order.orderId));
  const [diner] = await db
    .insert(tabDiners)
    .values({ orderId: f.order.orderId, customerId: f.owner.customerId, name: dinerName, joinedAt: TEST_NOW })
    .returning();
  await db.update(orderItems).set({ dinerId: diner!.id }).where(eq(orderItems.orderId, f.order.orderId));
  const round = (roundNo: number) => ({
    orderId: f.order.orderId,
    roundNo,
    idempotencyKey: randomUUID(),
    requestHash: "matrix",
    dinerId: diner!.id,
    placedAt: TEST_NOW,
  });
  await db.insert(orderRounds).values(round(1));
  if (rounds === 2) {
    // The order's two of the dish become one in each round: the bill stays as it was.
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, f.order.orderId));
    const half = line!.subtotal / line!.quantity;
    await db.update(orderItems).set({ quantity: 1, subtotal: half }).where(eq(orderItems.id, line!.id));
    const { id: _id, ...copy } = line!;
    await db.insert(orderItems).values({ ...copy, quantity: 1, subtotal: line!.subtotal - half, roundNo: 2, sortOrder: 1 });
    await db.insert(orderRounds).values(round(2));
  }
  return { tableId, tableToken: table!.token };
}

/** Everyone is refused as a stranger to the table (403, its code), and the answer says nothing of the tab. */
const refusedAsAStranger = (answer: Answer, caller: CallerName, f: Fixture) => {
  expect((answer.body as { code?: string }).code, caller).toBe(TABLE_TOKEN_REFUSALS.missing.code);
  expect(JSON.stringify(answer.body), `${caller} learns of the tab`).not.toContain(f.order.orderId);
};

export function tablePresenceRows(
  matrix: () => Matrix,
  expected: {
    everyoneRefused: Statuses;
    anyoneAtTheTable: Statuses;
    anyStaff: Statuses;
    staffHereOnly: Statuses;
    staffHereNotFound: Statuses;
  },
): MatrixRow[] {
  const withoutToken = (call: string, body: (f: Fixture) => unknown): MatrixRow => ({
    call,
    variant: "at a table, without its QR token",
    on: "order",
    expected: expected.everyoneRefused,
    prepare: (f) => ownersTab(matrix(), f),
    request: (f) => ({ body: body(f) }),
    shows: refusedAsAStranger,
  });
  const at = (f: Fixture) => ({ locationId: matrix().locationId, tableId: f.tableId });
  return [
    withoutToken("POST /order/customer/table-tab", at),
    {
      call: "POST /order/customer/table-tab",
      variant: "with the table's QR token",
      on: "order",
      expected: expected.anyoneAtTheTable,
      prepare: (f) => ownersTab(matrix(), f),
      request: (f) => ({ body: { ...at(f), tableToken: f.tableToken } }),
      // Its diner opens the tab; anyone else at the table reads the join screen: the first diner's first name, no id.
      shows: (answer, caller, f) => {
        const tab = tableTabAnswerSchema.parse(answer.body).tab!;
        expect(tab.firstDiner).toBe("Priya");
        if (caller === "owner") expect(tab).toMatchObject({ orderId: f.order.orderId, youAreADiner: true });
        else expect(tab, caller).toMatchObject({ orderId: null, youAreADiner: false });
        if (caller !== "owner") expect(JSON.stringify(answer.body)).not.toContain("Owner");
      },
    },
    withoutToken("POST /order/customer/createOrder", (f) => ({
      ...at(f),
      idempotencyKey: randomUUID(),
      orderType: "dinein",
      items: [matrix().offerLine],
      fullName: "Mallory Stone",
      orderTimeASAP: true,
    })),
    withoutToken("POST /customer/call-waiter", at),
    withoutToken("POST /merchants/locations/reservations/table-details/v2", at),
    withoutToken("POST /customer/reservations", (f) => ({
      ...at(f),
      idempotencyKey: randomUUID(),
      guestCount: 2,
      fullName: "Mallory Stone",
      phone: newMobile(),
    })),
    {
      call: "GET /staff/tables/qr-codes",
      on: "staff",
      expected: expected.anyStaff,
      prepare: (f) => ownersTab(matrix(), f),
      request: () => ({}),
      // Each restaurant's staff read its own tables' codes.
      shows: (answer, caller, f) => {
        const tokens = tableQrCodesAnswerSchema.parse(answer.body).tables.map((table) => table.tableToken);
        if (isManagerHere(caller) || caller === "hostHere") expect(tokens).toContain(f.tableToken);
        else expect(tokens, `${caller} reads another restaurant's codes`).not.toContain(f.tableToken);
      },
    },
    {
      call: "POST /staff/tables/{tableId}/token",
      on: "staff",
      expected: expected.staffHereNotFound,
      prepare: (f) => ownersTab(matrix(), f),
      request: (f) => ({ params: { tableId: f.tableId! } }),
      shows: (answer, _caller, f) => expect(tableQrCodeSchema.parse(answer.body).tableToken).not.toBe(f.tableToken),
    },
    {
      call: "POST /staff/orders/{orderId}/rounds/{sortOrder}/void",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: (f) => ownersTab(matrix(), f, 2),
      request: (f) => ({ params: { orderId: f.order.orderId, sortOrder: "2" }, body: { reason: "Ordered twice by mistake" } }),
      shows: (answer) => expect(orderSchema.parse(answer.body).tab?.rounds.find((r) => r.sortOrder === 2)?.state).toBe("voided"),
    },
  ];
}
