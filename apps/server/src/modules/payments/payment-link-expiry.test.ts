import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pay, placeTestOrder, renewedGuest, transactionOf } from "../../test/payment-test-kit";
import { mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
const clock = mutableClock();
beforeAll(async () => {
  t = await createTestApp({ clock: clock.now });
});
afterAll(() => t.close());

describe("an expired payment link", () => {
  it("is closed when asked for again, its page says so, and a new key makes a new link", async () => {
    let order = await placeTestOrder(t);
    const key = randomUUID();
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: key }, order.token),
    );
    clock.advance(new Date(link.paymentLink!.expiresAt).getTime() - clock.now().getTime() + 1000);
    order = await renewedGuest(t, order);
    const again = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: key }, order.token),
    );
    expect(again).toMatchObject({ transactionId: link.transactionId, state: "cancelled" });
    const page = await t.app.inject({ method: "GET", url: new URL(link.paymentLink!.url).pathname });
    expect(page.body).toContain("no longer open");
    const fresh = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }, order.token),
    );
    expect(fresh.state).toBe("awaiting_payer");
    expect(fresh.paymentLink!.url).not.toBe(link.paymentLink!.url);
  });
});
