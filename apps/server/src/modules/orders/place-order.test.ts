import { randomUUID } from "node:crypto";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { type Order, orderSchema, totalsAnswerSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems } from "../../db/schema/menu";
import { orders } from "../../db/schema/orders";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
beforeAll(async () => {
  t = await createTestApp();
  locationId = (await openRestaurants(t, "pickup"))[0]!.id;
});
afterAll(() => t.close());

describe("POST /order/customer/totals", () => {
  it("prices a cart from the database with tax and a percentage tip", async () => {
    const menu = await menuOf(t, locationId, "pickup");
    const item = untrackedItem(menu);
    const { status, body } = await t.call("/order/customer/totals", {
      locationId,
      orderType: "pickup",
      items: [{ ...lineFor(item, 2), price: 1 }],
      tip: { tipType: "PERCENTAGE", tipValue: 10 },
    });
    expect(status).toBe(200);
    const answer = totalsAnswerSchema.parse(body);
    expect(answer.totals.subtotal).toBe(item.price * 2);
    expect(answer.totals.tax).toBeGreaterThan(0);
    expect(answer.totals.tip).toBe(Math.round(item.price * 2 * 0.1));
    expect(answer.totals.total).toBe(answer.totals.subtotal + answer.totals.tax + answer.totals.tip);
    expect(answer.suggestedTips.length).toBeGreaterThanOrEqual(4);
  });

  it.each([
    [{ items: [] }, "The cart is empty"],
    [{ items: [{ itemId: 999999, quantity: 1 }] }, "not on this menu"],
    [{ items: [{ itemId: 1, quantity: 0 }] }, "quantity must be at least 1"],
    [{ items: [{ itemId: 1, quantity: "lots" }] }, "quantity must be a number"],
    [{ orderType: "brunch" }, "menuType must be"],
  ])("refuses %j with a clear 400", async (change, message) => {
    const answer = await t.call("/order/customer/totals", {
      locationId,
      orderType: "pickup",
      items: [{ itemId: 1, quantity: 1 }],
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toContain(message);
  });
});

describe("POST /order/customer/createOrder", () => {
  it("places a guest pickup order once, whatever the retries, owned by the guest session it opens", async () => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const request = orderRequest(locationId, [lineFor(item, 2)], { total: 1, subtotal: 1 });
    const first = await placeOrder(t, request);
    expect(first.status).toBe(201);
    const { guestSession, ...order } = placedOrderSchema.parse(first.body);
    expect(guestSession).toBeDefined();
    expect(order).toMatchObject({
      status: 6,
      statusLabel: "Order Received",
      orderType: "pickup",
      fullName: "Asha Guest",
      customerId: guestSession!.customerId,
    });
    expect(order.orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.orderNumber).toMatch(/^\d{4,}$/);
    expect(order.totals.subtotal).toBe(item.price * 2);
    const asGuest = await encodedCall(t, "POST", "/order/customer", { orderId: order.orderId }, { token: guestSession!.accessToken });
    expect(asGuest.body).toEqual(order);

    // A retry (a lost answer, a double click) answers the same order, with a session, since only its placer knows the key.
    const [again, concurrentA, concurrentB] = await Promise.all([placeOrder(t, request), placeOrder(t, request), placeOrder(t, request)]);
    for (const answer of [again, concurrentA, concurrentB]) {
      expect(answer.status).toBe(200);
      const placed = placedOrderSchema.parse(answer.body);
      expect(placed.orderId).toBe(order.orderId);
      expect(placed.guestSession?.customerId).toBe(guestSession!.customerId);
    }
    const rows = await t.database.db.select().from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it("shows anyone holding a guest order's link its status and items, and nothing personal", async () => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const request = orderRequest(locationId, [lineFor(item)], {
      email: "asha@example.com",
      orderInstruction: "Ring twice",
      comment: "By the door",
    });
    const placed = await placeOrder(t, request);
    expect(placed.status).toBe(201);
    const { orderId } = placedOrderSchema.parse(placed.body);
    const stranger = await signUpByOtp(t);
    for (const token of [undefined, stranger.accessToken]) {
      const seen = await encodedCall(t, "POST", "/order/customer", { orderId }, { token });
      expect(seen.status).toBe(200);
      const shown = orderSchema.parse(seen.body);
      expect(shown).toMatchObject({ orderId, status: 6, items: [expect.objectContaining({ itemId: item.itemId })] });
      expect(shown).toMatchObject({ fullName: "", phone: "", email: null, address: null, customerId: null, payment: null });
      expect(shown).toMatchObject({ orderInstruction: null, deliveryInstruction: null, comment: null });
      expect(JSON.stringify(shown)).not.toMatch(/Asha|example\.com|4155550142|Ring twice|By the door/);
    }
  });

  it("refuses the same key with different details", async () => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const request = orderRequest(locationId, [lineFor(item)]);
    expect((await placeOrder(t, request)).status).toBe(201);
    const changed = await placeOrder(t, { ...request, items: [lineFor(item, 3)] });
    expect(changed.status).toBe(409);
    expect(messageOf(changed)).toContain("already placed with other details");
  });

  it("sells the last item in stock once when two diners race for it", async () => {
    const [item] = await t.database.db.select().from(menuItems).where(eq(menuItems.locationId, locationId)).limit(1);
    await t.database.db.update(menuItems).set({ stockQuantity: 1 }).where(eq(menuItems.id, item!.id));
    const menu = await menuOf(t, locationId, "pickup");
    const menuItem = menu.menu.find((i) => i.itemId === item!.id)!;
    const results = await Promise.all([
      placeOrder(t, orderRequest(locationId, [lineFor(menuItem)])),
      placeOrder(t, orderRequest(locationId, [lineFor(menuItem)])),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(messageOf(results.find((r) => r.status === 409)!)).toBe(`${menuItem.itemName} is sold out`);
    const [after] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, item!.id));
    expect(after!.stockQuantity).toBe(0);
    expect((await menuOf(t, locationId, "pickup")).menu.find((i) => i.itemId === item!.id)!.stockQuantity).toBe(0);
  });

  it.each([
    [{ phone: "12" }, "Enter a valid mobile number"],
    [{ fullName: "" }, "Enter your full name"],
    [{ idempotencyKey: "again" }, "idempotencyKey must be a UUID"],
    [{ orderTimeASAP: false }, "Choose a time"],
    [{ orderTimeASAP: false, scheduledAt: "2020-01-01T10:00:00Z" }, "That time is not available"],
    [{ orderType: "dinein" }, "A dine-in order needs a table"],
  ])("refuses %j with a clear 400 and creates nothing", async (change, message) => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const before = (await t.database.db.select().from(orders)).length;
    const answer = await placeOrder(t, { ...orderRequest(locationId, [lineFor(item)]), ...change });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toContain(message);
    expect((await t.database.db.select().from(orders)).length).toBe(before);
  });

  it("takes a scheduled order for an offered slot", async () => {
    const slots = (await t.call("/order/slots/v2", { locationId, orderType: "pickup" })).body as { slots: { startsAt: string }[] };
    const slot = slots.slots.at(-1)!;
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const answer = await placeOrder(t, orderRequest(locationId, [lineFor(item)], { orderTimeASAP: false, scheduledAt: slot.startsAt }));
    expect(answer.status).toBe(201);
    expect(orderSchema.parse(answer.body)).toMatchObject({ orderTimeASAP: false, scheduledAt: slot.startsAt, etaTime: slot.startsAt });
  });
});

describe("whose orders", () => {
  it("keeps a customer's order from other customers and lists it for its owner", async () => {
    const owner = await signUpByOtp(t);
    const stranger = await signUpByOtp(t);
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const placed = await placeOrder(t, { ...orderRequest(locationId, [lineFor(item)]), customerId: owner.customerId }, owner.accessToken);
    expect(placed.status).toBe(201);
    const order = orderSchema.parse(placed.body);
    expect(order.customerId).toBe(owner.customerId);

    // Another diner or someone signed out sees the shared tracker only: no name, phone or email.
    for (const token of [stranger.accessToken, undefined]) {
      const seen = orderSchema.parse((await encodedCall(t, "POST", "/order/customer", { orderId: order.orderId }, { token })).body);
      expect(seen).toMatchObject({ orderId: order.orderId, customerId: null, fullName: "", phone: "", email: null });
    }
    const own = await encodedCall(t, "POST", "/order/customer", { orderId: order.orderId }, { token: owner.accessToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ customerId: owner.customerId, fullName: order.fullName, phone: order.phone });
    const strangerOrder = await placeOrder(
      t,
      { ...orderRequest(locationId, [lineFor(item)]), customerId: owner.customerId },
      stranger.accessToken,
    );
    expect(strangerOrder.status).toBe(403);

    const mine = await encodedCall(
      t,
      "POST",
      "/order/filter/orders/v2",
      { search: `customerId:${owner.customerId}` },
      { token: owner.accessToken },
    );
    expect((mine.body as { content: Order[] }).content.map((o) => o.orderId)).toContain(order.orderId);
    const theirs = await encodedCall(
      t,
      "POST",
      "/order/filter/orders/v2",
      { search: `customerId:${owner.customerId}` },
      { token: stranger.accessToken },
    );
    expect(theirs.status).toBe(403);
  });

  it("answers 'Order ID is required' without an order id", async () => {
    const answer = await t.get("/order/v2/getOrder");
    expect(answer.status).toBe(400);
    expect(messageOf(answer as never)).toBe("Order ID is required");
    expect((await t.get(`/order/v2/getOrder?orderId=${randomUUID()}`)).status).toBe(404);
  });
});
