import { randomUUID } from "node:crypto";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customers } from "../../db/schema/customers";
import { menuItems } from "../../db/schema/menu";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { encodedCall, newMobile, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let locationId: number;
beforeAll(async () => {
  t = await createTestApp();
  locationId = (await openRestaurants(t, "pickup"))[0]!.id;
});
afterAll(() => t.close());

async function guestOrder(phone: string, token?: string) {
  const item = untrackedItem(await menuOf(t, locationId, "pickup"));
  const answer = await placeOrder(t, orderRequest(locationId, [lineFor(item)], { phone }), token);
  expect(answer.status).toBe(201);
  return placedOrderSchema.parse(answer.body);
}

const orderIdsOf = async (customerId: string, token: string): Promise<string[]> => {
  const answer = await encodedCall(t, "POST", "/order/filter/orders/v2", { search: `customerId:${customerId}` }, { token });
  expect(answer.status).toBe(200);
  return (answer.body as { content: Order[] }).content.map((o) => o.orderId);
};

const changeInstruction = (orderId: string, token?: string) =>
  encodedCall(t, "PUT", "/order/update/customer", { orderId, orderInstruction: "Extra napkins" }, { token });

describe("an order placed signed out", () => {
  it("is changed only with the guest session it opened", async () => {
    const placed = await guestOrder("+14155550142");
    const guest = placed.guestSession!;
    const otherGuest = (await guestOrder("+14155550142")).guestSession!;
    const diner = await signUpByOtp(t);
    expect((await changeInstruction(placed.orderId)).status).toBe(401);
    expect((await changeInstruction(placed.orderId, otherGuest.accessToken)).status).toBe(403);
    expect((await changeInstruction(placed.orderId, diner.accessToken)).status).toBe(403);
    const changed = await changeInstruction(placed.orderId, guest.accessToken);
    expect(changed.status).toBe(200);
    expect(orderSchema.parse(changed.body).orderInstruction).toBe("Extra napkins");
  });

  it("with someone else's number does not show in that person's orders", async () => {
    const owner = await signUpByOtp(t);
    const placed = await guestOrder(owner.mobilePhone!);
    expect(await orderIdsOf(owner.customerId, owner.accessToken)).not.toContain(placed.orderId);
    const byPhone = await encodedCall(
      t,
      "POST",
      "/order/filter/orders/v2",
      { search: `phone:${owner.mobilePhone}` },
      { token: owner.accessToken },
    );
    expect((byPhone.body as { content: Order[] }).content.map((o) => o.orderId)).not.toContain(placed.orderId);
    expect((await changeInstruction(placed.orderId, owner.accessToken)).status).toBe(403);
  });

  it("joins the account its guest proves a number into with a code, with the session's orders placed with other numbers", async () => {
    const phone = newMobile();
    const placed = await guestOrder(phone);
    const guest = placed.guestSession!;
    const elsewhere = await guestOrder(newMobile(), guest.accessToken);
    expect(elsewhere.customerId).toBe(guest.customerId);

    const account = await signUpByOtp(t, { mobilePhone: phone, token: guest.accessToken });
    expect(account.customerId).not.toBe(guest.customerId);
    const mine = await orderIdsOf(account.customerId, account.accessToken);
    expect(mine).toEqual(expect.arrayContaining([placed.orderId, elsewhere.orderId]));
    expect((await changeInstruction(placed.orderId, account.accessToken)).status).toBe(200);
    expect((await changeInstruction(elsewhere.orderId, guest.accessToken)).status).toBe(403);
  });

  it("joins an account whose number a code proves without the guest's session; an order with another number does not", async () => {
    const phone = newMobile();
    const placed = await guestOrder(phone);
    const other = await guestOrder(newMobile());
    const account = await signUpByOtp(t, { mobilePhone: phone });
    const mine = await orderIdsOf(account.customerId, account.accessToken);
    expect(mine).toContain(placed.orderId);
    expect(mine).not.toContain(other.orderId);
  });
});

describe("a placement signed out that fails", () => {
  it("leaves no guest behind: the guest is made in the order's transaction (issue 25)", async () => {
    const [row] = await t.database.db.select().from(menuItems).where(eq(menuItems.locationId, locationId)).limit(1);
    await t.database.db.update(menuItems).set({ stockQuantity: 1 }).where(eq(menuItems.id, row!.id));
    const item = (await menuOf(t, locationId, "pickup")).menu.find((i) => i.itemId === row!.id)!;
    const names = [`Racer ${randomUUID()}`, `Racer ${randomUUID()}`];
    const answers = await Promise.all(names.map((fullName) => placeOrder(t, orderRequest(locationId, [lineFor(item)], { fullName }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const guests = await t.database.db.select().from(customers).where(inArray(customers.fullName, names));
    expect(guests).toHaveLength(1);
    expect(guests[0]!.fullName).toBe(names[answers.findIndex((a) => a.status === 201)]);
  });
});
