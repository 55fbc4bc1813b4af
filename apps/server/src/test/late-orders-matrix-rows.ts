/**
 * The authorization matrix's rows for late orders (issue 26): the restaurant's late-order rules (managers, each their
 * own restaurant's) and giving the credit offered for a late order (its restaurant's manager).
 */
import { lateOrderRulesSchema } from "@forkful/contracts/late-orders";
import { orderSchema } from "@forkful/contracts/orders";
import { expect } from "vitest";
import { lateOrderFollowups } from "../db/schema/late-orders";
import type { Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { TEST_NOW } from "./test-app";

/** The owner's order ran late and a credit is offered for it. */
async function creditOffered(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  await m.t.database.db.insert(lateOrderFollowups).values({
    orderId: f.order.orderId,
    locationId: f.order.locationId,
    customerId: f.owner.customerId,
    promisedAt: TEST_NOW,
    newTime: TEST_NOW,
    toldAt: TEST_NOW,
    creditAmount: 100,
    creditState: "offered",
    creditOfferedAt: TEST_NOW,
  });
  return {};
}

export function lateOrdersRows(matrix: () => Matrix, expected: { managerHere: Statuses; managersOwn: Statuses }): MatrixRow[] {
  return [
    {
      call: "GET /staff/late-orders",
      on: "staff",
      expected: expected.managersOwn,
      request: () => ({}),
      shows: (answer) => lateOrderRulesSchema.parse(answer.body),
    },
    {
      call: "PUT /staff/late-orders",
      on: "staff",
      expected: expected.managersOwn,
      // The defaults: what every restaurant of the matrix already has, so a manager elsewhere changes nothing of this one's.
      request: () => ({ body: { graceMinutes: 5, creditAfterMinutes: 20, creditAmount: 0, creditAutomatic: false } }),
      shows: (answer) => expect(lateOrderRulesSchema.parse(answer.body)).toMatchObject({ graceMinutes: 5 }),
    },
    {
      call: "POST /staff/orders/{orderId}/late-credit",
      on: "staff",
      expected: expected.managerHere,
      prepare: (f) => creditOffered(matrix(), f),
      request: (f) => ({ params: { orderId: f.order.orderId } }),
      shows: (answer) => expect(orderSchema.parse(answer.body).late?.credit).toMatchObject({ state: "given", amount: 100 }),
    },
  ];
}
