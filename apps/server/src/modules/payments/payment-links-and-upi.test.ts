/** Payment links and UPI QR (POST /payment/initiatePayment): paid on the processor's own pages, confirmed by callback. */
import { randomUUID } from "node:crypto";
import { formatMoney } from "@forkful/contracts/money";
import { PaymentStatus, SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chargesOf,
  orderOf,
  pay,
  payLink,
  placeTestOrder,
  startCardTransaction,
  type TestOrder,
  tokenize,
  transactionOf,
} from "../../test/payment-test-kit";
import { messageOf } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const initiate = (order: TestOrder, paymentType: "PAYMENT_LINKS" | "BHARAT_QR", idempotencyKey = randomUUID()) =>
  pay(t, "initiatePayment", { orderId: order.orderId, paymentType, idempotencyKey }, order.token);

const pathOf = (url: string) => new URL(url).pathname;

describe("payment links", () => {
  it("a link waits for the payer; its page shows the order's amount; paying it collects the order (19)", async () => {
    const order = await placeTestOrder(t);
    const started = transactionOf(await initiate(order, "PAYMENT_LINKS"));
    expect(started).toMatchObject({
      paymentType: "PAYMENT_LINKS",
      state: "awaiting_payer",
      paymentStatus: null,
      amount: order.totals.total,
    });
    expect(pathOf(started.paymentLink!.url)).toMatch(/^\/sandbox-processor\/pay\/link_[0-9a-f]{24}$/);
    expect((await orderOf(t, order.orderId, order.token)).paymentStatus).toBeNull();

    const page = await t.app.inject({ method: "GET", url: pathOf(started.paymentLink!.url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/text\/html/);
    expect(page.body).toContain(formatMoney(order.totals.total, "USD"));
    expect(page.body).toContain('id="card-form"');

    expect(await payLink(t, started.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).toEqual({
      paid: true,
      message: expect.stringMatching(/^Paid/),
    });
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBe(PaymentStatus.Collected);
    expect(after.payment).toMatchObject({ paymentType: "PAYMENT_LINKS", state: "collected", collectedAmount: order.totals.total });
    const paidPage = await t.app.inject({ method: "GET", url: pathOf(started.paymentLink!.url) });
    expect(paidPage.body).toContain("This order is paid");
    expect(paidPage.body).not.toContain('id="card-form"');
  });

  it("the same key answers the same link; a paid link cannot be paid twice", async () => {
    const order = await placeTestOrder(t);
    const key = randomUUID();
    const [a, b] = await Promise.all([initiate(order, "PAYMENT_LINKS", key), initiate(order, "PAYMENT_LINKS", key)]);
    const first = transactionOf(a);
    expect(transactionOf(b)).toMatchObject({ transactionId: first.transactionId, paymentLink: first.paymentLink });
    const later = transactionOf(await initiate(order, "PAYMENT_LINKS", key));
    expect(later.paymentLink).toEqual(first.paymentLink);
    expect(await chargesOf(t, first.transactionId)).toHaveLength(1);
    expect((await payLink(t, first.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(true);
    expect((await payLink(t, first.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).paid).toBe(false);
    const [charge] = await chargesOf(t, first.transactionId);
    expect(charge).toMatchObject({ kind: "link", state: "paid", capturedAmount: order.totals.total });
  });

  it("a declined card leaves the link open and unpaid; another card then pays it", async () => {
    const order = await placeTestOrder(t);
    const { paymentLink } = transactionOf(await initiate(order, "PAYMENT_LINKS"));
    const declined = await payLink(t, paymentLink!.url, SANDBOX_TEST_CARDS.declined);
    expect(declined).toEqual({ paid: false, message: expect.stringMatching(/declined/) });
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBeNull();
    expect(after.payment?.state).toBe("awaiting_payer");
    expect((await payLink(t, paymentLink!.url, SANDBOX_TEST_CARDS.approvedMastercard)).paid).toBe(true);
    expect((await orderOf(t, order.orderId, order.token)).paymentStatus).toBe(PaymentStatus.Collected);
  });

  it("starting a card transaction afterwards closes the link: paying it then fails", async () => {
    const order = await placeTestOrder(t);
    const link = transactionOf(await initiate(order, "PAYMENT_LINKS"));
    const card = await startCardTransaction(t, order.orderId, order.token);
    expect(card.transactionId).not.toBe(link.transactionId);
    expect(await payLink(t, link.paymentLink!.url, SANDBOX_TEST_CARDS.approved)).toEqual({
      paid: false,
      message: expect.stringMatching(/no longer open/),
    });
    const page = await t.app.inject({ method: "GET", url: pathOf(link.paymentLink!.url) });
    expect(page.body).toContain("no longer open");
    const after = await orderOf(t, order.orderId, order.token);
    expect(after.paymentStatus).toBeNull();
    expect(after.payment).toMatchObject({ transactionId: card.transactionId, paymentType: "CNP", state: "started" });
  });

  it("a link for an order already paid by card answers that card payment and makes no link", async () => {
    const order = await placeTestOrder(t);
    const card = await startCardTransaction(t, order.orderId, order.token);
    const cardToken = await tokenize(t, SANDBOX_TEST_CARDS.approved);
    transactionOf(
      await pay(t, "v2/authorize", { transactionId: card.transactionId, cardToken, idempotencyKey: randomUUID() }, order.token),
    );
    const answer = transactionOf(await initiate(order, "PAYMENT_LINKS"));
    expect(answer).toMatchObject({ transactionId: card.transactionId, state: "authorized", paymentLink: null });
  });

  it("an unknown link page is 404", async () => {
    expect((await t.app.inject({ method: "GET", url: `/sandbox-processor/pay/link_${"0".repeat(24)}` })).statusCode).toBe(404);
  });
});

/** 13:30 in India, when the demo's INR restaurants are open (at TEST_NOW it is 23:30 there). */
const INDIA_LUNCH = new Date("2026-11-23T08:00:00Z");

describe("UPI QR (BHARAT_QR)", () => {
  let india: TestApp;
  beforeAll(async () => {
    india = await createTestApp({ clock: () => INDIA_LUNCH });
  });
  afterAll(() => india.close());

  it("is refused on a USD order (400)", async () => {
    const order = await placeTestOrder(t);
    const refused = await initiate(order, "BHARAT_QR");
    expect(refused.status).toBe(400);
    expect(messageOf(refused)).toMatch(/INR/);
  });

  it("on an INR order answers a upi:// intent for the order total in rupees; approving it collects (19)", async () => {
    const order = await placeTestOrder(india, { currency: "INR" });
    expect(order.currency).toBe("INR");
    const qr = transactionOf(
      await pay(india, "initiatePayment", { orderId: order.orderId, paymentType: "BHARAT_QR", idempotencyKey: randomUUID() }, order.token),
    );
    expect(qr).toMatchObject({ paymentType: "BHARAT_QR", state: "awaiting_payer", currency: "INR", amount: order.totals.total });
    expect(qr.upi!.uri.startsWith("upi://pay?")).toBe(true);
    const params = new URLSearchParams(qr.upi!.uri.slice("upi://pay?".length));
    expect(params.get("am")).toBe((order.totals.total / 100).toFixed(2));
    expect(params.get("cu")).toBe("INR");
    const ref = params.get("tr")!;
    expect(pathOf(qr.upi!.sandboxUrl!)).toBe(`/sandbox-processor/upi/${ref}`);

    const approved = await india.app.inject({ method: "POST", url: `/sandbox-processor/upi/${ref}/pay` });
    expect(approved.json()).toMatchObject({ paid: true });
    const after = await orderOf(india, order.orderId, order.token);
    expect(after.paymentStatus).toBe(PaymentStatus.Collected);
    expect(after.payment).toMatchObject({ paymentType: "BHARAT_QR", state: "collected", collectedAmount: order.totals.total });
    expect((await india.app.inject({ method: "POST", url: `/sandbox-processor/upi/${ref}/pay` })).json()).toMatchObject({ paid: false });
  });
});
