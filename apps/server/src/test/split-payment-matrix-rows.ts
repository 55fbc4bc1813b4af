/**
 * The authorization matrix's rows for paying a part of a split table bill (issue 13): the owner's order is made a tab
 * at a fresh table of the owners' restaurant, the owner its one diner, its bill split in two parts. Its diners pay a
 * part; its restaurant's staff record a part paid at the restaurant.
 */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { transactionSchema } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderSplits, tabDiners } from "../db/schema/bills";
import { orders } from "../db/schema/orders";
import { diningTables } from "../db/schema/tables";
import type { Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { pay } from "./payment-test-kit";
import { TEST_NOW } from "./test-app";

/** Makes the owner's order a tab whose bill is split in two parts; answers the first part's splitId. */
async function splitTab(m: Matrix, f: Fixture): Promise<string> {
  const { db } = m.t.database;
  const tableId = `SX-${randomUUID().slice(0, 8)}`;
  await db.insert(diningTables).values({ locationId: m.locationId, tableId, name: `Table ${tableId}`, sectionId: 1, seats: 4 });
  await db.update(orders).set({ tabState: "settling", tableId }).where(eq(orders.id, f.order.orderId));
  const [diner] = await db
    .insert(tabDiners)
    .values({ orderId: f.order.orderId, customerId: f.owner.customerId, name: "Priya", joinedAt: TEST_NOW })
    .returning();
  const [order] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, f.order.orderId));
  const half = Math.floor(order!.total / 2);
  const part = (position: number, total: number) => ({
    orderId: f.order.orderId,
    planNo: 1,
    mode: "equal" as const,
    position,
    label: `Part ${position} of 2`,
    dinerId: diner!.id,
    lines: [],
    subtotal: total,
    tax: 0,
    tip: 0,
    discount: 0,
    walletRedeemed: 0,
    total,
    state: "unpaid" as const,
    createdAt: TEST_NOW,
  });
  const [first] = await db
    .insert(orderSplits)
    .values([part(1, half), part(2, order!.total - half)])
    .returning();
  return first!.id;
}

export function splitPaymentRows(matrix: () => Matrix, expected: { staffHereOnly: Statuses; ownerOnly: Statuses }): MatrixRow[] {
  const parts = new Map<string, string>();
  const splitOwnersTab = async (f: Fixture) => {
    parts.set(f.order.orderId, await splitTab(matrix(), f));
    return {};
  };
  return [
    ...(
      [
        ["start-transaction", { paymentType: "CNP" }],
        ["initiatePayment", { paymentType: "PAYMENT_LINKS" }],
        ["customer-initiate-offline-payment", {}],
      ] as const
    ).map(
      ([path, extra]): MatrixRow => ({
        call: `POST /payment/${path}`,
        variant: "a part of a table's split bill: its diners only",
        on: "order",
        expected: expected.ownerOnly,
        prepare: splitOwnersTab,
        request: (f) => ({
          body: { orderId: f.order.orderId, splitId: parts.get(f.order.orderId)!, ...extra, idempotencyKey: randomUUID() },
        }),
        shows: (answer, _caller, f) => {
          expect(transactionSchema.parse(answer.body).splitId).toBe(parts.get(f.order.orderId));
        },
      }),
    ),
    {
      call: "PUT /staff/orders/{orderId}/splits/{splitId}/payment",
      on: "staff",
      expected: expected.staffHereOnly,
      prepare: async (f) => {
        const splitId = await splitTab(matrix(), f);
        parts.set(f.order.orderId, splitId);
        const body = { orderId: f.order.orderId, splitId, idempotencyKey: randomUUID() };
        const atCounter = await pay(matrix().t, "customer-initiate-offline-payment", body, f.owner.token);
        expect(transactionSchema.parse(atCounter.body)).toMatchObject({ state: "at_location", splitId });
        return {};
      },
      request: (f) => ({ params: { orderId: f.order.orderId, splitId: parts.get(f.order.orderId)! } }),
      shows: (answer, _caller, f) => {
        const order = orderSchema.parse(answer.body);
        expect(order.orderId).toBe(f.order.orderId);
      },
    },
  ];
}
