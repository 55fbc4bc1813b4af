/**
 * The authorization matrix's rows for the orders board's calls of issue 26: one order with its history (its
 * restaurant's manager and kitchen), a cancel with its reason and an accept with a prep time (the manager's moves),
 * and pausing or pacing online ordering (managers, each their own restaurant's).
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "@forkful/contracts/order-status";
import { staffOrderingSchema } from "@forkful/contracts/ordering-pause";
import { staffOrderSchema } from "@forkful/contracts/staff";
import { expect } from "vitest";
import type { Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { pay } from "./payment-test-kit";

/** The owner's order, to be paid at the restaurant: staff may accept it. */
async function toBePaidAtTheCounter(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const atCounter = await pay(
    m.t,
    "customer-initiate-offline-payment",
    { orderId: f.order.orderId, idempotencyKey: randomUUID() },
    f.owner.token,
  );
  expect(atCounter.status, JSON.stringify(atCounter.body)).toBe(200);
  return {};
}

export function staffOrdersRows(
  matrix: () => Matrix,
  expected: { kitchenHere: Statuses; managerHere: Statuses; managersOwn: Statuses },
): MatrixRow[] {
  return [
    {
      call: "GET /staff/orders/{orderId}",
      on: "staff",
      expected: expected.kitchenHere,
      request: (f) => ({ params: { orderId: f.order.orderId } }),
      shows: (answer, _caller, f) => {
        const order = staffOrderSchema.parse(answer.body);
        expect([order.orderId, order.timeline[0]?.by.kind]).toEqual([f.order.orderId, "diner"]);
      },
    },
    {
      call: "PUT /staff/orders/{orderId}/status",
      variant: "accepting it with a prep time",
      on: "staff",
      expected: expected.managerHere,
      prepare: (f) => toBePaidAtTheCounter(matrix(), f),
      request: (f) => ({ params: { orderId: f.order.orderId }, body: { status: OrderStatus.Accepted, prepMinutes: 20 } }),
    },
    {
      call: "PUT /staff/orders/{orderId}/status",
      variant: "cancelling it with a reason",
      on: "staff",
      expected: expected.managerHere,
      request: (f) => ({ params: { orderId: f.order.orderId }, body: { status: OrderStatus.CancelledByMerchant, reason: "Too busy" } }),
    },
    {
      call: "GET /staff/ordering",
      on: "staff",
      expected: expected.managersOwn,
      request: () => ({}),
      shows: (answer) => staffOrderingSchema.parse(answer.body),
    },
    {
      call: "PUT /staff/ordering",
      on: "staff",
      expected: expected.managersOwn,
      // No pace: what every restaurant of the matrix already has, so a manager elsewhere changes nothing of this one's.
      request: () => ({ body: { paceLimit: null } }),
      shows: (answer) => expect(staffOrderingSchema.parse(answer.body)).toMatchObject({ paceLimit: null }),
    },
  ];
}
