import { type Order, orderSchema } from "@forkful/contracts/orders";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../../seed/seed-staff";
import { customers } from "../../db/schema/customers";
import { eventSlots, menuItems } from "../../db/schema/menu";
import { staff } from "../../db/schema/staff";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, jsonCall, messageOf, mutableClock, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
let locationId: number;
let locationSlug: string;
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  locationSlug = restaurant!.locationSlug;
});
afterAll(() => t.close());

describe("money and input limits", () => {
  it("keeps the total from going below zero when a tip changes on a wallet-paid order", async () => {
    const diner = await signUpByOtp(t);
    await t.database.db.update(customers).set({ walletAmount: 100_000 }).where(eq(customers.id, diner.customerId));
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const placed = orderSchema.parse(
      (
        await placeOrder(
          t,
          {
            ...orderRequest(locationId, [lineFor(item)]),
            customerId: diner.customerId,
            tip: { tipType: "FLATFEE", tipValue: 500 },
            redeemWallet: 100_000,
          },
          diner.accessToken,
        )
      ).body,
    );
    expect(placed.totals.total).toBe(0);
    const tipped = await encodedCall(
      t,
      "PUT",
      "/order/v2/customer/add-tip",
      { orderId: placed.orderId, tip: 0, tipType: "FLATFEE" },
      { token: diner.accessToken },
    );
    const order = orderSchema.parse(tipped.body);
    expect(order.totals).toMatchObject({ tip: 0, total: 0, walletRedeemed: placed.totals.walletRedeemed - 500 });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, diner.customerId));
    expect(row!.walletAmount).toBe(100_000 - order.totals.walletRedeemed);
  });

  it.each([
    [{ tip: { tipType: "PERCENTAGE", tipValue: 1_000_000 } }, "at most 100%"],
    [{ tip: { tipType: "FLATFEE", tipValue: 12.5 } }, "whole amount"],
    [{ locationId: 3_000_000_000 }, "No such locationId"],
    [{ items: [{ itemId: 3_000_000_000, quantity: 1 }] }, "No such itemId"],
    [{ eventSlotId: 1, orderTimeASAP: false }, "An event slot needs its event"],
  ])("refuses %j with a clear 400", async (change, message) => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const answer = await placeOrder(t, { ...orderRequest(locationId, [lineFor(item)]), ...change });
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toContain(message);
  });
});

describe("races", () => {
  it("answers a double click on the last item with the same order, not 'sold out'", async () => {
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.locationId, locationId)).limit(1);
    await t.database.db.update(menuItems).set({ stockQuantity: 1 }).where(eq(menuItems.id, row!.id));
    const item = (await menuOf(t, locationId, "pickup")).menu.find((i) => i.itemId === row!.id)!;
    const request = orderRequest(locationId, [lineFor(item)]);
    const answers = await Promise.all([placeOrder(t, request), placeOrder(t, request), placeOrder(t, request)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => (a.body as Order).orderId)).size).toBe(1);
  });

  it("places carts holding the same items in opposite orders at once", async () => {
    const menu = await menuOf(t, locationId, "pickup");
    const simple = menu.menu.filter((i) => i.modifiers.every((m) => m.minChoices === 0)).slice(0, 2);
    for (const i of simple) await t.database.db.update(menuItems).set({ stockQuantity: 100 }).where(eq(menuItems.id, i.itemId));
    const [a, b] = simple.map((i) => lineFor(i));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => placeOrder(t, orderRequest(locationId, n % 2 ? [a!, b!] : [b!, a!]))),
    );
    expect(answers.map((x) => x.status)).toEqual(Array(10).fill(201));
  });
});

describe("who may do what", () => {
  it("lets no staff member set a diner's own statuses, and only managers cancel", async () => {
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    const order = orderSchema.parse((await placeOrder(t, orderRequest(locationId, [lineFor(item)]))).body);
    await t.database.db
      .update(staff)
      .set({ role: "kitchen" })
      .where(eq(staff.userName, demoStaffUserName(locationSlug)));
    const login = await jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(locationSlug), password: DEMO_STAFF_PASSWORD });
    const token = (login.body as { accessToken: string }).accessToken;
    expect((await jsonCall(t, "PUT", `/staff/orders/${order.orderId}/status`, { status: 8 }, { token })).status).toBe(403);
    expect((await jsonCall(t, "PUT", `/staff/orders/${order.orderId}/status`, { status: 9, reason: "Too busy" }, { token })).status).toBe(
      403,
    );
    expect((await jsonCall(t, "GET", "/staff/orders?status=99999999999", undefined, { token })).status).toBe(400);
    await t.database.db
      .update(staff)
      .set({ role: "manager" })
      .where(eq(staff.userName, demoStaffUserName(locationSlug)));
  });

  it("finds by phone only the caller's own orders", async () => {
    const a = await signUpByOtp(t);
    const b = await signUpByOtp(t);
    const item = untrackedItem(await menuOf(t, locationId, "pickup"));
    await placeOrder(t, { ...orderRequest(locationId, [lineFor(item)]), customerId: a.customerId, phone: b.mobilePhone }, a.accessToken);
    const found = await encodedCall(t, "POST", "/order/filter/orders/v2", { search: `phone:${b.mobilePhone}` }, { token: b.accessToken });
    expect(found.status).toBe(200);
    expect((found.body as { content: Order[] }).content).toEqual([]);
  });
});

describe("event orders", () => {
  it("refuses a slot that has begun and a slot that is full", async () => {
    const { restaurants } = (await t.call("/customer/findMerchant/v2", {})).body as { restaurants: { locationSlug: string }[] };
    const details = await Promise.all(
      restaurants.map(
        async (r) =>
          (await t.call("/merchants/locations/slug", { slug: r.locationSlug })).body as {
            id: number;
            events: { eventSlug: string }[];
            orderTypes: { menuType: string }[];
          },
      ),
    );
    const host = details.find((d) => d.events.length > 0)!;
    const eventSlug = host.events[0]!.eventSlug;
    const orderType = host.orderTypes.some((o) => o.menuType === "pickup") ? "pickup" : host.orderTypes[0]!.menuType;
    const eventMenu = (await t.call("/merchants/locations/event-order-menu/v2", { eventSlug, locationId: host.id, orderType })).body as {
      menu: Parameters<typeof lineFor>[0][];
      event: { eventOrderSlot: { id: number }[] };
    };
    const item = eventMenu.menu.find((i) => i.stockQuantity === null)!;
    const slotId = eventMenu.event.eventOrderSlot[0]!.id;
    const request = () => ({
      ...orderRequest(host.id, [lineFor(item)]),
      orderType,
      tableId: orderType === "dinein" ? "T1" : undefined,
      eventSlug,
      eventSlotId: slotId,
      orderTimeASAP: false,
    });
    await t.database.db.update(eventSlots).set({ capacity: 1 }).where(eq(eventSlots.id, slotId));
    expect((await placeOrder(t, request())).status).toBe(201);
    const full = await placeOrder(t, request());
    expect(full.status).toBe(409);
    expect(messageOf(full)).toContain("is full");

    clock.advance(new Date("2027-01-01T04:00:00Z").getTime() - clock.now().getTime()); // 23:00 on New Year's Eve in New York
    const late = await placeOrder(t, { ...request(), eventSlotId: eventMenu.event.eventOrderSlot[1]!.id });
    expect(late.status).toBe(400);
    expect(messageOf(late)).toContain("already begun");
  });
});
