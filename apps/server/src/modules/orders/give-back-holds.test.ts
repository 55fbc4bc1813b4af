/** The one give-back of a cancelled or released order: its lines' stock and its wallet money, under its lock (issue 25). */
import { orderSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";
import { giveBackHolds } from "./give-back-holds";
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
