import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pay, placeTestOrder, transactionOf } from "../../test/payment-test-kit";
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
    const order = await placeTestOrder(t);
    const key = randomUUID();
    const link = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: key }),
    );
    clock.advance(new Date(link.paymentLink!.expiresAt).getTime() - clock.now().getTime() + 1000);
    const again = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: key }),
    );
    expect(again).toMatchObject({ transactionId: link.transactionId, state: "cancelled" });
    const page = await t.app.inject({ method: "GET", url: new URL(link.paymentLink!.url).pathname });
    expect(page.body).toContain("no longer open");
    const fresh = transactionOf(
      await pay(t, "initiatePayment", { orderId: order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() }),
    );
    expect(fresh.state).toBe("awaiting_payer");
    expect(fresh.paymentLink!.url).not.toBe(link.paymentLink!.url);
  });
});
