import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
let locationSlug: string;
beforeAll(async () => {
  t = await createTestApp();
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  locationSlug = restaurant!.locationSlug;
});
afterAll(() => t.close());

async function staffToken(slug: string): Promise<string> {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(slug), password: DEMO_STAFF_PASSWORD });
  expect(answer.status).toBe(200);
  return (answer.body as { accessToken: string }).accessToken;
}

/** An order placed signed out, with the token of the guest session it opened. */
async function guestOrder(): Promise<Order & { guestToken: string }> {
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  const { guestSession, ...order } = placedOrderSchema.parse((await placeOrder(t, orderRequest(locationId, [lineFor(item)]))).body);
  return { ...order, guestToken: guestSession!.accessToken };
}

/** A guest order the diner will pay at the restaurant: staff may accept it. */
async function payAtRestaurantOrder(): Promise<Order & { guestToken: string }> {
  const order = await guestOrder();
  const offline = await encodedCall(
    t,
    "POST",
    "/payment/customer-initiate-offline-payment",
    { orderId: order.orderId, idempotencyKey: randomUUID() },
    { token: order.guestToken },
  );
  expect(offline.status, JSON.stringify(offline.body)).toBe(200);
  return order;
}

const move = (orderId: string, status: number, token?: string) =>
  jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, { status }, { token });

describe("staff moving orders", () => {
  it("signs staff in and refuses a wrong password", async () => {
    expect(await staffToken(locationSlug)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const wrong = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(locationSlug), password: "guess-1234" });
    expect(wrong.status).toBe(401);
  });

  it("moves a pickup order through the kitchen and refuses invalid moves", async () => {
    const token = await staffToken(locationSlug);
    const order = await payAtRestaurantOrder();
    expect((await move(order.orderId, 13, token)).status).toBe(409);
    for (const [status, label] of [
      [11, "Accepted"],
      [12, "In Progress"],
      [13, "Order Ready"],
      [16, "Completed - Pickup Order"],
    ] as const) {
      const answer = await move(order.orderId, status, token);
      expect(answer.status, messageOf(answer)).toBe(200);
      expect(orderSchema.parse(answer.body)).toMatchObject({ status, statusLabel: label });
    }
    const reopened = await move(order.orderId, 11, token);
    expect(reopened.status).toBe(409);
    expect(messageOf(reopened)).toContain('cannot become "Accepted"');
    const history = orderSchema.parse((await t.call("/order/customer", { orderId: order.orderId })).body).history.map((h) => h.status);
    expect(history).toEqual([6, 11, 12, 13, 16]);
  });

  it("keeps staff to their own restaurant and customers out", async () => {
    const order = await guestOrder();
    const { restaurants } = (await t.call("/customer/findMerchant/v2", {})).body as { restaurants: { locationSlug: string; id: number }[] };
    const other = restaurants.find((r) => r.id !== locationId)!;
    expect((await move(order.orderId, 11, await staffToken(other.locationSlug))).status).toBe(403);
    expect((await move(order.orderId, 11)).status).toBe(401);
    const list = await jsonCall(t, "GET", "/staff/orders?status=6", undefined, { token: await staffToken(locationSlug) });
    expect((list.body as { content: Order[] }).content.every((o) => o.locationId === locationId && o.status === 6)).toBe(true);
  });

  it("puts stock back when the restaurant cancels", async () => {
    const menu = await menuOf(t, locationId, "pickup");
    const tracked = menu.menu.find((i) => i.stockQuantity !== null && i.stockQuantity > 1 && i.modifiers.every((m) => m.minChoices === 0));
    if (!tracked) return;
    const placed = orderSchema.parse((await placeOrder(t, orderRequest(locationId, [lineFor(tracked, 1)]))).body);
    expect((await menuOf(t, locationId, "pickup")).menu.find((i) => i.itemId === tracked.itemId)!.stockQuantity).toBe(
      tracked.stockQuantity! - 1,
    );
    const cancel = { status: 9, reason: "Out of stock" };
    const token = await staffToken(locationSlug);
    expect((await jsonCall(t, "PUT", `/staff/orders/${placed.orderId}/status`, cancel, { token })).status).toBe(200);
    expect((await menuOf(t, locationId, "pickup")).menu.find((i) => i.itemId === tracked.itemId)!.stockQuantity).toBe(
      tracked.stockQuantity,
    );
  });
});

describe("GET /order/{orderId}/events", () => {
  it("streams the current status and then every change, without polling", async () => {
    const order = await payAtRestaurantOrder();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/data-services/order/${order.orderId}/events`, {
      headers: { "x-app-version": "v2" },
      signal: abort.signal,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value);
    };
    await readUntil('"status":6');
    const token = await staffToken(locationSlug);
    await move(order.orderId, 11, token);
    await readUntil('"status":11');
    expect(text).toContain('"label":"Accepted"');
    abort.abort();
  });
});

describe("staff taking a payment at the counter", () => {
  it("turns a pay-at-the-restaurant order into a paid one (25 → 19), once", async () => {
    const order = await guestOrder();
    const offline = await encodedCall(
      t,
      "POST",
      "/payment/customer-initiate-offline-payment",
      { orderId: order.orderId, idempotencyKey: randomUUID() },
      { token: order.guestToken },
    );
    expect(offline.status).toBe(200);
    const token = await staffToken(locationSlug);
    const paid = await jsonCall(t, "PUT", `/staff/orders/${order.orderId}/payment`, {}, { token });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(orderSchema.parse(paid.body)).toMatchObject({ paymentStatus: 19, payment: { paymentType: "POS", state: "collected" } });
    const again = await jsonCall(t, "PUT", `/staff/orders/${order.orderId}/payment`, {}, { token });
    expect(again.status).toBe(409);
    expect(messageOf(again)).toMatch(/no payment waiting/);
  });
});
