/**
 * Any split request on a real tab (issue 13), fitting or not: never a 5xx; a refusal (400 or 409) leaves the bill as
 * it was; an answer leaves exactly one live plan that sums to the bill. Generated with fast-check.
 */

import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSplits } from "../../db/schema/bills";
import { orderItems, orders } from "../../db/schema/orders";
import { encodedCall } from "../../test/sign-in-helpers";
import { orderRound, setUpTabTable } from "../../test/tab-test-kit";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let orderId: string;
let token: string;
let tableToken: string;
let lineIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const table = await setUpTabTable(t);
  tableToken = table.tableToken;
  const asha = await orderRound(t, table, {
    name: "Asha",
    items: [table.line, { ...table.line, quantity: 3 }],
    extra: { tip: { tipType: "FLATFEE", tipValue: 199 } },
  });
  const ben = await orderRound(t, table, { name: "Ben", orderId: asha.order.orderId });
  await orderRound(t, table, { name: "Chen", orderId: asha.order.orderId, items: [{ ...table.line, quantity: 2 }] });
  orderId = asha.order.orderId;
  token = ben.token;
  lineIds = (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).map((l) => l.id);
});
afterAll(() => t.close());

const partsOf = () => t.database.db.select().from(orderSplits).where(eq(orderSplits.orderId, orderId));

/** A line id of the tab, mostly, or one it does not have. */
const lineIdArb = () =>
  fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...lineIds) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_000_000 }) });

const requestArb = () =>
  fc.oneof(
    fc.record({ mode: fc.constant("equal"), parts: fc.integer({ min: 0, max: 25 }) }),
    fc.record({ mode: fc.constant("diner"), sharedLineIds: fc.array(lineIdArb(), { maxLength: 4 }) }),
    fc.record(
      {
        mode: fc.constant("items"),
        parts: fc.integer({ min: 1, max: 6 }),
        assignments: fc.array(fc.record({ lineId: lineIdArb(), parts: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }) }), {
          maxLength: 5,
        }),
      },
      { requiredKeys: ["mode", "assignments"] },
    ),
  );

describe("any split request on a tab", () => {
  it("is answered or refused, never a 5xx; a refusal changes nothing; an answer leaves one plan summing to the bill", async () => {
    await fc.assert(
      fc.asyncProperty(requestArb(), async (request) => {
        const before = await partsOf();
        const answer = await encodedCall(t, "POST", "/order/customer/split-bill", { orderId, tableToken, ...request }, { token });
        expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
        const after = await partsOf();
        if (answer.status !== 200) {
          expect([400, 409]).toContain(answer.status);
          expect(after).toEqual(before);
          return;
        }
        const live = after.filter((p) => p.state !== "void");
        expect(new Set(live.map((p) => p.planNo))).toEqual(new Set([Math.max(...after.map((p) => p.planNo))]));
        const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
        expect(live.reduce((s, p) => s + p.total, 0)).toBe(order!.total);
        expect(live.reduce((s, p) => s + p.tip, 0)).toBe(order!.tip);
        expect(live.every((p) => p.total >= 0 && p.lines.length > 0)).toBe(true);
      }),
      { numRuns: 40, seed: 20261124 },
    );
  });
});
