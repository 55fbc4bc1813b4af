/**
 * Splitting a table's bill (issue 13): each way of splitting sums exactly to the bill, splitting again voids the
 * parts before, undo puts the bill back in one piece, what may not change is refused (409) and leaves the parts as
 * they were, only the tab's diners may split it, and splits at once leave exactly one plan.
 */
import { randomUUID } from "node:crypto";
import { orderSchema } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderSplits } from "../../db/schema/bills";
import { orderItems, orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { placeTestOrder } from "../../test/payment-test-kit";
import { encodedCall, messageOf } from "../../test/sign-in-helpers";
import {
  orderRow as billOrder,
  partsOf as billParts,
  expectLivePlanSumsToTheBill as expectPartsSumToTheBill,
} from "../../test/split-bill-test-kit";
import { orderRound, type PlacedRound, roundRequest, setUpTabTable, type TabTable, tableTokenOfOrder } from "../../test/tab-test-kit";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface TabAtTable {
  table: TabTable;
  orderId: string;
  asha: PlacedRound;
  ben: PlacedRound;
}

/** A fresh table's tab: Asha's round of two dishes, then Ben's round of one. */
async function tabOfTwo(): Promise<TabAtTable> {
  const table = await setUpTabTable(t);
  const asha = await orderRound(t, table, { name: "Asha", items: [table.line, { ...table.line, quantity: 2 }] });
  const ben = await orderRound(t, table, { name: "Ben", orderId: asha.order.orderId });
  expect(ben.order.orderId).toBe(asha.order.orderId);
  return { table, orderId: asha.order.orderId, asha, ben };
}

/** At the table: with the table's current QR token (decision 028). */
const split = async (orderId: string, request: Record<string, unknown>, token?: string) =>
  encodedCall(t, "POST", "/order/customer/split-bill", { orderId, tableToken: await tableTokenOfOrder(t, orderId), ...request }, { token });
const undo = async (orderId: string, token?: string) =>
  encodedCall(t, "POST", "/order/customer/split-bill/undo", { orderId, tableToken: await tableTokenOfOrder(t, orderId) }, { token });

const partsOf = (orderId: string) => billParts(t, orderId);
const orderRow = (orderId: string) => billOrder(t, orderId);
const linesOf = (orderId: string) => t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
const expectLivePlanSumsToTheBill = (orderId: string, count: number) => expectPartsSumToTheBill(t, orderId, count);

describe("splitting a tab's bill", () => {
  it("by diner: each diner's part is what they ordered, and the parts sum to the bill", async () => {
    const { orderId, asha, ben } = await tabOfTwo();
    const answer = await split(orderId, { mode: "diner" }, ben.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const live = await expectLivePlanSumsToTheBill(orderId, 2);
    expect(live.map((p) => [p.position, p.label, p.mode])).toEqual([
      [1, "Asha", "diner"],
      [2, "Ben", "diner"],
    ]);
    expect(live[0]!.subtotal).toBe(3 * live[1]!.subtotal);
    expect((await orderRow(orderId)).tabState).toBe("settling");
    const order = orderSchema.parse(answer.body);
    expect(order.orderId).toBe(asha.order.orderId);
    expect(order.tab?.splits.map((s) => [s.splitId, s.total])).toEqual(live.map((p) => [p.id, p.total]));
  });

  it("in equal parts and by dishes, the parts sum to the bill", async () => {
    const { orderId, asha } = await tabOfTwo();
    expect((await split(orderId, { mode: "equal", parts: 3 }, asha.token)).status).toBe(200);
    const equal = await expectLivePlanSumsToTheBill(orderId, 3);
    expect(equal.map((p) => p.label)).toEqual(["Part 1 of 3", "Part 2 of 3", "Part 3 of 3"]);
    expect(Math.max(...equal.map((p) => p.total)) - Math.min(...equal.map((p) => p.total))).toBeLessThanOrEqual(1);

    const [first, second, third] = (await linesOf(orderId)).map((l) => l.id).sort((a, b) => a - b);
    const assignments = [
      { lineId: first, parts: [1] },
      { lineId: second, parts: [2] },
      { lineId: third, parts: [1, 2] },
    ];
    const byDishes = await split(orderId, { mode: "items", assignments }, asha.token);
    expect(byDishes.status, JSON.stringify(byDishes.body)).toBe(200);
    const items = await expectLivePlanSumsToTheBill(orderId, 2);
    expect(items[0]!.lines.map((l) => [l.lineId, l.numerator, l.denominator])).toEqual([
      [first, 1, 1],
      [third, 1, 2],
    ]);
  });

  it("splitting again voids the parts before; undo voids them and opens the tab again", async () => {
    const { orderId, table, asha, ben } = await tabOfTwo();
    await split(orderId, { mode: "equal", parts: 2 }, asha.token);
    const again = await split(orderId, { mode: "diner" }, ben.token);
    expect(again.status).toBe(200);
    const all = await partsOf(orderId);
    expect(all.filter((p) => p.planNo === 1).map((p) => p.state)).toEqual(["void", "void"]);
    expect((await expectLivePlanSumsToTheBill(orderId, 2))[0]!.planNo).toBe(2);

    const undone = await undo(orderId, ben.token);
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect((await partsOf(orderId)).every((p) => p.state === "void")).toBe(true);
    expect((await orderRow(orderId)).tabState).toBe("open");
    expect(orderSchema.parse(undone.body).tab?.splits).toEqual([]);
    // Open again: the table orders more on the same tab.
    const more = await orderRound(t, table, { name: "Asha", token: asha.token, orderId });
    expect(more.order.orderId).toBe(orderId);
  });

  it("the first round's tip is shared by each part's subtotal", async () => {
    const table = await setUpTabTable(t);
    const tip = { tipType: "FLATFEE", tipValue: 301 };
    const asha = await orderRound(t, table, { name: "Asha", items: [{ ...table.line, quantity: 3 }], extra: { tip } });
    const ben = await orderRound(t, table, { name: "Ben", orderId: asha.order.orderId });
    expect((await orderRow(asha.order.orderId)).tip).toBe(301);
    expect((await split(asha.order.orderId, { mode: "diner" }, ben.token)).status).toBe(200);
    const live = await expectLivePlanSumsToTheBill(asha.order.orderId, 2);
    expect(live.map((p) => p.tip)).toEqual([226, 75]); // 301 × ¾ = 225.75, 301 × ¼ = 75.25
  });

  it("undo of a bill that is not split answers the tab as it is", async () => {
    const { orderId, asha } = await tabOfTwo();
    const answer = await undo(orderId, asha.token);
    expect(answer.status).toBe(200);
    expect((await orderRow(orderId)).tabState).toBe("open");
  });
});

describe("what may not be split", () => {
  /** A payment row of the order (of a part, or of the whole with splitId null), as a payment call leaves one. */
  async function paymentOf(orderId: string, splitId: string | null, state: "at_location" | "authorized" | "collected") {
    const o = await orderRow(orderId);
    await t.database.db.insert(payments).values({
      orderId,
      splitId,
      startKey: randomUUID(),
      paymentType: "POS",
      state,
      amount: o.total,
      currency: o.currency,
      createdAt: TEST_NOW,
      updatedAt: TEST_NOW,
    });
  }

  const expectRefused = async (answer: Awaited<ReturnType<typeof split>>, status: number, message: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(messageOf(answer)).toBe(message);
  };

  it("a part paid or being paid: neither a new split nor undo, and the parts stay as they were", async () => {
    for (const arrange of ["paying", "paid"] as const) {
      const { orderId, asha } = await tabOfTwo();
      await split(orderId, { mode: "diner" }, asha.token);
      const [part] = await partsOf(orderId);
      if (arrange === "paying") await paymentOf(orderId, part!.id, "at_location");
      else await t.database.db.update(orderSplits).set({ state: "paid", paidAt: TEST_NOW }).where(eq(orderSplits.id, part!.id));
      const before = await partsOf(orderId);
      await expectRefused(await split(orderId, { mode: "equal", parts: 2 }, asha.token), 409, SPLIT_REFUSALS.somePaid);
      await expectRefused(await undo(orderId, asha.token), 409, SPLIT_REFUSALS.somePaid);
      expect(await partsOf(orderId)).toEqual(before);
      expect((await orderRow(orderId)).tabState).toBe("settling");
    }
  });

  it("a payment of the whole bill holds or awaits money", async () => {
    const { orderId, asha } = await tabOfTwo();
    await paymentOf(orderId, null, "authorized");
    await expectRefused(await split(orderId, { mode: "diner" }, asha.token), 409, SPLIT_REFUSALS.wholePaying);
    expect(await partsOf(orderId)).toEqual([]);
  });

  it("a closed tab, and an order that is no tab", async () => {
    const { orderId, asha } = await tabOfTwo();
    await t.database.db.update(orders).set({ tabState: "closed" }).where(eq(orders.id, orderId));
    await expectRefused(await split(orderId, { mode: "equal", parts: 2 }, asha.token), 409, SPLIT_REFUSALS.closed);
    const pickup = await placeTestOrder(t);
    await expectRefused(await split(pickup.orderId, { mode: "equal", parts: 2 }, pickup.token), 409, SPLIT_REFUSALS.notATab);
  });

  it("a split that does not fit the bill: by diner with one diner, an unknown dish, a dish left out, one part", async () => {
    const table = await setUpTabTable(t);
    const alone = await orderRound(t, table, { name: "Asha", items: [table.line, { ...table.line, quantity: 2 }] });
    const orderId = alone.order.orderId;
    const [first, second] = (await linesOf(orderId)).map((l) => l.id).sort((a, b) => a - b);
    await expectRefused(await split(orderId, { mode: "diner" }, alone.token), 409, SPLIT_REFUSALS.oneDiner);
    await expectRefused(
      await split(orderId, { mode: "diner", sharedLineIds: [999_999] }, alone.token),
      400,
      SPLIT_REFUSALS.lineUnknown(999_999),
    );
    const leftOut = { mode: "items", assignments: [{ lineId: first, parts: [1] }] };
    await expectRefused(await split(orderId, leftOut, alone.token), 400, SPLIT_REFUSALS.lineMissing);
    const onePart = {
      mode: "items",
      assignments: [
        { lineId: first, parts: [1] },
        { lineId: second, parts: [1] },
      ],
    };
    await expectRefused(await split(orderId, onePart, alone.token), 400, SPLIT_REFUSALS.onePart);
    const gap = {
      mode: "items",
      assignments: [
        { lineId: first, parts: [1] },
        { lineId: second, parts: [3] },
      ],
    };
    await expectRefused(await split(orderId, gap, alone.token), 400, SPLIT_REFUSALS.partEmpty);
    expect((await split(orderId, { mode: "equal", parts: 1 }, alone.token)).status).toBe(400);
    expect(await partsOf(orderId)).toEqual([]);
    expect((await orderRow(orderId)).tabState).toBe("open");
  });
});

describe("who may split", () => {
  it("a stranger and a diner of another table are refused (403), nobody signed in 401; the parts are untouched", async () => {
    const { orderId } = await tabOfTwo();
    const elsewhere = await tabOfTwo();
    const stranger = await placeTestOrder(t);
    for (const token of [elsewhere.asha.token, stranger.token]) {
      expect((await split(orderId, { mode: "equal", parts: 2 }, token)).status).toBe(403);
      expect((await undo(orderId, token)).status).toBe(403);
    }
    expect((await split(orderId, { mode: "equal", parts: 2 })).status).toBe(401);
    expect(await partsOf(orderId)).toEqual([]);
  });
});

describe("splits at once", () => {
  it("four diners splitting at the same moment leave exactly one plan", async () => {
    const { orderId, asha, ben } = await tabOfTwo();
    const answers = await Promise.all([
      split(orderId, { mode: "equal", parts: 2 }, asha.token),
      split(orderId, { mode: "equal", parts: 3 }, ben.token),
      split(orderId, { mode: "diner" }, asha.token),
      split(orderId, { mode: "equal", parts: 4 }, ben.token),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const all = await partsOf(orderId);
    const newest = Math.max(...all.map((p) => p.planNo));
    expect(newest).toBe(4);
    const live = all.filter((p) => p.state !== "void");
    expect(live.every((p) => p.planNo === newest)).toBe(true);
    await expectLivePlanSumsToTheBill(orderId, live.length);
  });

  it("a round ordered as the bill is split either lands before the split (and is in it) or is refused", async () => {
    const { orderId, table, asha, ben } = await tabOfTwo();
    const [splitAnswer, round] = await Promise.all([
      split(orderId, { mode: "equal", parts: 2 }, asha.token),
      encodedCall(t, "POST", "/order/customer/createOrder", roundRequest(table, { name: "Ben", orderId }), { token: ben.token }),
    ]);
    expect(splitAnswer.status).toBe(200);
    expect([201, 409], JSON.stringify(round.body)).toContain(round.status);
    await expectLivePlanSumsToTheBill(orderId, 2);
  });
});
