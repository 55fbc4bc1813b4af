/**
 * The one give-back of a cancelled or released order (issue 25): its lines' stock and its wallet money, the lines read
 * under the order's lock.
 */
import { OrderStatus } from "@forkful/contracts/order-status";
import { orderSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import { orderItems } from "../../db/schema/orders";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { giveBackHolds } from "./give-back-holds";
import { moveOrderStatus } from "./move-order-status";
import { createOrdersRepository } from "./orders.repository";

let t: TestApp;
let locationId: number;
beforeAll(async () => {
  t = await createTestApp();
  locationId = (await openRestaurants(t, "pickup"))[0]!.id;
});
afterAll(() => t.close());

const stockOf = async (itemId: number) =>
  (await t.database.db.select({ stock: menuItems.stockQuantity }).from(menuItems).where(eq(menuItems.id, itemId)))[0]!.stock;
const walletOf = async (customerId: string) =>
  (await t.database.db.select({ w: customers.walletAmount }).from(customers).where(eq(customers.id, customerId)))[0]!.w;

describe("cancelling an order", () => {
  it("restocks the lines the order holds under its lock, not the lines read before it", async () => {
    const menu = await menuOf(t, locationId, "pickup");
    const item = menu.menu.find((i) => i.modifiers.every((m) => m.minChoices === 0))!;
    await t.database.db.update(menuItems).set({ stockQuantity: 10 }).where(eq(menuItems.id, item.itemId));
    const diner = await signUpByOtp(t);
    const placed = await placeOrder(t, { ...orderRequest(locationId, [lineFor(item)]), customerId: diner.customerId }, diner.accessToken);
    expect(placed.status).toBe(201);
    const { orderId } = orderSchema.parse(placed.body);
    expect(await stockOf(item.itemId)).toBe(9);

    const orders = createOrdersRepository(t.database.db);
    // Between the cancel's first read and its transaction, another change to the order commits: 2 more of the dish.
    const changedMeanwhile = async () => {
      await t.database.db.update(orderItems).set({ quantity: 3 }).where(eq(orderItems.orderId, orderId));
      await t.database.db.update(menuItems).set({ stockQuantity: 7 }).where(eq(menuItems.id, item.itemId));
    };
    const deps = {
      orders: {
        ...orders,
        transaction: async <T>(work: Parameters<typeof orders.transaction<T>>[0]) => {
          await changedMeanwhile();
          return orders.transaction(work);
        },
      },
      events: createInProcessEvents(),
      clock: () => TEST_NOW,
    } as unknown as Parameters<typeof moveOrderStatus>[0];
    await moveOrderStatus(deps, { orderId, to: OrderStatus.CancelledByCustomer, actor: `customer:${diner.customerId}` });
    expect(await stockOf(item.itemId)).toBe(10);
  });
});

describe("giving back what an order holds", () => {
  it("puts back its tracked lines' stock and its wallet money, and leaves untracked dishes uncounted", async () => {
    const menu = await menuOf(t, locationId, "pickup");
    const plain = menu.menu.filter((i) => i.modifiers.every((m) => m.minChoices === 0));
    const tracked = plain.find((i) => i.itemId !== untrackedItem(menu).itemId)!;
    const untracked = untrackedItem(menu);
    await t.database.db.update(menuItems).set({ stockQuantity: 10 }).where(eq(menuItems.id, tracked.itemId));
    const diner = await signUpByOtp(t);
    await t.database.db.update(customers).set({ walletAmount: 400 }).where(eq(customers.id, diner.customerId));
    const request = {
      ...orderRequest(locationId, [lineFor(tracked, 2), lineFor(untracked)]),
      customerId: diner.customerId,
      redeemWallet: 300,
    };
    const placed = await placeOrder(t, { ...request, phone: diner.mobilePhone }, diner.accessToken);
    expect(placed.status).toBe(201);
    const { orderId } = orderSchema.parse(placed.body);
    expect([await stockOf(tracked.itemId), await walletOf(diner.customerId)]).toEqual([8, 100]);

    const orders = createOrdersRepository(t.database.db);
    await orders.transaction(async (tx) => giveBackHolds(tx, await orders.lockOrder(tx, orderId)));
    expect([await stockOf(tracked.itemId), await stockOf(untracked.itemId), await walletOf(diner.customerId)]).toEqual([10, null, 400]);
  });
});
