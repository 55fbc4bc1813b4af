/** For the split-bill tests (issues 13 and 24): the parts of a tab's bill as stored, held to summing exactly to the bill. */
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { orderSplits } from "../db/schema/bills";
import { orderItems, orders } from "../db/schema/orders";
import type { TestApp } from "./test-app";

export const partsOf = (t: TestApp, orderId: string) => t.database.db.select().from(orderSplits).where(eq(orderSplits.orderId, orderId));
export const orderRow = async (t: TestApp, orderId: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** The parts that are not void: they sum exactly to the order's bill, none below zero, each dish to the dish. */
export async function expectLivePlanSumsToTheBill(t: TestApp, orderId: string, count: number) {
  const live = (await partsOf(t, orderId)).filter((p) => p.state !== "void");
  expect(live).toHaveLength(count);
  expect(new Set(live.map((p) => p.planNo)).size).toBe(1);
  const o = await orderRow(t, orderId);
  const sum = (f: (p: (typeof live)[number]) => number) => live.reduce((s, p) => s + f(p), 0);
  expect(sum((p) => p.total)).toBe(o.total);
  expect([sum((p) => p.subtotal), sum((p) => p.tax), sum((p) => p.tip), sum((p) => p.discount), sum((p) => p.walletRedeemed)]).toEqual([
    o.subtotal,
    o.tax,
    o.tip,
    o.discount,
    o.walletRedeemed,
  ]);
  expect(live.every((p) => p.total >= 0 && p.subtotal >= 0 && p.tax >= 0)).toBe(true);
  const lines = await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  for (const line of lines) {
    const shares = live.flatMap((p) => p.lines.filter((l) => l.lineId === line.id));
    expect(shares.reduce((s, l) => s + l.subtotal, 0)).toBe(line.subtotal);
  }
  return live.sort((a, b) => a.position - b.position);
}
