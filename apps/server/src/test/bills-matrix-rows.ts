/**
 * The authorization matrix's rows for splitting a table's bill (issue 13): the owner's order is made a tab at a fresh
 * table of the owners' restaurant, the owner its one diner. Only the tab's diners split it, undo the split or tip a part.
 */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderItems, orders } from "../db/orders-schema";
import { diningTables } from "../db/tables-schema";
import { tabDiners } from "../db/tabs-schema";
import type { Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";
import { TEST_NOW } from "./test-app";

/** Makes the owner's order an open tab at a table of its own, the owner its one diner. */
async function madeATab(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const { db } = m.t.database;
  const tableId = `BX-${randomUUID().slice(0, 8)}`;
  await db.insert(diningTables).values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 4 });
  await db.update(orders).set({ tabState: "open", tableId }).where(eq(orders.id, f.order.orderId));
  const [diner] = await db
    .insert(tabDiners)
    .values({ orderId: f.order.orderId, customerId: f.owner.customerId, name: "Priya", joinedAt: TEST_NOW })
    .returning();
  await db.update(orderItems).set({ dinerId: diner!.id }).where(eq(orderItems.orderId, f.order.orderId));
  return {};
}

/** The owner's tab split in two equal parts (as the owner). */
async function splitInTwo(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await madeATab(m, f);
  const body = { orderId: f.order.orderId, mode: "equal", parts: 2 };
  const answer = await encodedCall(m.t, "POST", "/order/customer/split-bill", body, { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return {};
}

/** The owner's tab split in two, its first part's splitId kept for the request. */
const firstParts = new Map<string, string>();
async function splitForATip(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await splitInTwo(m, f);
  const order = orderSchema.parse(
    (await encodedCall(m.t, "POST", "/order/customer", { orderId: f.order.orderId }, { token: f.owner.token })).body,
  );
  firstParts.set(f.order.orderId, order.tab!.splits[0]!.splitId);
  return {};
}

export function billsRows(matrix: () => Matrix, expected: { dinersOnly: Statuses }): MatrixRow[] {
  return [
    {
      call: "POST /order/customer/split-bill",
      on: "order",
      expected: expected.dinersOnly,
      prepare: (f) => madeATab(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId, mode: "equal", parts: 2 } }),
      shows: (answer, _caller, f) => {
        const order = orderSchema.parse(answer.body);
        expect(order.tab?.splits.reduce((sum, s) => sum + s.total, 0)).toBe(f.order.totals.total);
      },
    },
    {
      call: "POST /order/customer/split-bill/undo",
      on: "order",
      expected: expected.dinersOnly,
      prepare: (f) => splitInTwo(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId } }),
      shows: (answer) => expect(orderSchema.parse(answer.body).tab?.state).toBe("open"),
    },
    {
      call: "PUT /order/customer/split-bill/tip",
      on: "order",
      expected: expected.dinersOnly,
      prepare: (f) => splitForATip(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId, splitId: firstParts.get(f.order.orderId)!, tip: 15, tipType: "PERCENTAGE" } }),
      shows: (answer, _caller, f) => {
        const part = orderSchema.parse(answer.body).tab?.splits.find((s) => s.splitId === firstParts.get(f.order.orderId));
        expect(part?.tipType).toBe("PERCENTAGE");
      },
    },
  ];
}
