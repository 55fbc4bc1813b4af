/**
 * The authorization matrix's rows for splitting a table's bill (issue 13): the owner's order is made a tab at a fresh
 * table of the owners' restaurant, the owner its one diner. Only the tab's diners split it, undo the split or tip a part,
 * and split or undo only at the table (its QR token, decision 028).
 */
import { orderSchema } from "@forkful/contracts/orders";
import { TABLE_TOKEN_REFUSALS } from "@forkful/contracts/table-tokens";
import { expect } from "vitest";
import type { Answer, CallerName, Fixture, Matrix, MatrixRow, Statuses } from "./authorization-kit";
import { encodedCall } from "./sign-in-helpers";
import { ownersTab } from "./table-presence-matrix-rows";

/** The owner's tab split in two equal parts (as the owner, at the table). */
async function splitInTwo(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const tab = await ownersTab(m, f);
  const body = { orderId: f.order.orderId, tableToken: tab.tableToken, mode: "equal", parts: 2 };
  const answer = await encodedCall(m.t, "POST", "/order/customer/split-bill", body, { token: f.owner.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return tab;
}

/** The owner's tab split in two, its first part's splitId kept for the request. */
const firstParts = new Map<string, string>();
async function splitForATip(m: Matrix, f: Fixture): Promise<Partial<Fixture>> {
  const tab = await splitInTwo(m, f);
  const order = orderSchema.parse(
    (await encodedCall(m.t, "POST", "/order/customer", { orderId: f.order.orderId }, { token: f.owner.token })).body,
  );
  firstParts.set(f.order.orderId, order.tab!.splits[0]!.splitId);
  return tab;
}

/** The owner's own answer to a split without the table's token: "scan the QR code". */
const ownerAwayFromTheTable = (answer: Answer, caller: CallerName) => {
  if (caller === "owner") expect((answer.body as { code?: string }).code).toBe(TABLE_TOKEN_REFUSALS.missing.code);
};

export function billsRows(matrix: () => Matrix, expected: { dinersOnly: Statuses; dinersAwayRefused: Statuses }): MatrixRow[] {
  return [
    {
      call: "POST /order/customer/split-bill",
      on: "order",
      expected: expected.dinersOnly,
      prepare: (f) => ownersTab(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId, tableToken: f.tableToken, mode: "equal", parts: 2 } }),
      shows: (answer, _caller, f) => {
        const order = orderSchema.parse(answer.body);
        expect(order.tab?.splits.reduce((sum, s) => sum + s.total, 0)).toBe(f.order.totals.total);
      },
    },
    {
      call: "POST /order/customer/split-bill",
      variant: "away from the table (no QR token)",
      on: "order",
      expected: expected.dinersAwayRefused,
      prepare: (f) => ownersTab(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId, mode: "equal", parts: 2 } }),
      shows: ownerAwayFromTheTable,
    },
    {
      call: "POST /order/customer/split-bill/undo",
      on: "order",
      expected: expected.dinersOnly,
      prepare: (f) => splitInTwo(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId, tableToken: f.tableToken } }),
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
    {
      call: "POST /order/customer/split-bill/undo",
      variant: "away from the table (no QR token)",
      on: "order",
      expected: expected.dinersAwayRefused,
      prepare: (f) => splitInTwo(matrix(), f),
      request: (f) => ({ body: { orderId: f.order.orderId } }),
      shows: ownerAwayFromTheTable,
    },
  ];
}
