import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { canMoveOrder, OrderStatus } from "@forkful/contracts/order-status";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readRows } from "../../../scripts/crash-database";
import { baselineOf, checkInvariants } from "../../../scripts/crash-invariants";
import { emptyLedger } from "../../../scripts/crash-ledger";
import { type DatabaseHandle, openDatabase } from "../src/db/client";
import { menuItems } from "../src/db/schema/menu";
import { orderItems } from "../src/db/schema/orders";
import { createLocalMediaStorage } from "../src/integrations/storage/local-media-storage";
import { seedDemoData } from "./seed-demo-data";
import { seedDemoOrders } from "./seed-demo-orders";

describe("the demo's past orders", () => {
  let handle: DatabaseHandle;
  let dir: string;
  let rows: Awaited<ReturnType<typeof readRows>>;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "forkful-seed-orders-"));
    handle = await openDatabase({});
    await handle.migrate();
    await seedDemoData(handle.db, createLocalMediaStorage(dir));
    await seedDemoOrders(handle.db);
    rows = await readRows(handle, []);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("hold every invariant the crash suite checks a database against", () => {
    expect(rows.orders.length).toBeGreaterThan(100);
    expect(checkInvariants(rows, baselineOf(rows), emptyLedger(), true)).toEqual([]);
  });

  it("were placed by diners, walked the order state machine to picked up and were paid at the counter", () => {
    for (const order of rows.orders) {
      expect(order.customerId, order.id).not.toBeNull();
      const walk = rows.history.filter((h) => h.orderId === order.id).map((h) => h.status);
      expect(walk[0]).toBe(OrderStatus.Created);
      expect(walk.at(-1)).toBe(OrderStatus.PickedUp);
      for (let k = 1; k < walk.length; k += 1) expect(canMoveOrder(walk[k - 1]!, walk[k]!, order.orderType), walk.join(" → ")).toBe(true);
      const paid = rows.payments.filter((p) => p.orderId === order.id);
      expect(paid.map((p) => [p.paymentType, p.state, p.collectedAmount])).toEqual([["POS", "collected", order.total]]);
    }
  });

  it("cost what the menu charges, tax included", async () => {
    const lines = await handle.db.select().from(orderItems);
    const prices = new Map((await handle.db.select().from(menuItems)).map((i) => [i.id, i.price]));
    for (const line of lines) expect(line.unitPrice, line.itemName).toBe(prices.get(line.itemId));
    expect(rows.orders.some((o) => o.tax > 0)).toBe(true);
    expect(rows.orders.some((o) => o.tip > 0)).toBe(true);
  });
});
