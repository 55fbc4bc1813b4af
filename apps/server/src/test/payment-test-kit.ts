/** Placing an order and paying it through the sandbox processor's own calls, for payment API tests. */
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload } from "@forkful/contracts/envelope";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { type Order, orderSchema } from "@forkful/contracts/orders";
import { cardsAnswerSchema, type SavedCard, type Transaction, transactionSchema } from "@forkful/contracts/payments";
import { eq } from "drizzle-orm";
import { seedDemoData } from "../../seed/seed-demo-data";
import { type AppDeps, buildApp } from "../app";
import { orderSplits } from "../db/schema/bills";
import { orders } from "../db/schema/orders";
import { paymentEvents, payments } from "../db/schema/payments";
import { sandboxCharges } from "../db/schema/sandbox-processor";
import { type PaymentProcessor, SIGNATURE_HEADER } from "../integrations/payments/payment-processor";
import { wirePaymentProcessor } from "../integrations/payments/payment-processor-wiring";
import { createLocalMediaStorage } from "../integrations/storage/local-media-storage";
import type { Clock } from "../lib/clock";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "./order-test-kit";
import { type Answer, encodedCall } from "./sign-in-helpers";
import { TEST_NOW, type TestApp, testConfig } from "./test-app";
import { openTestDatabase } from "./test-database";

/** A placed order and the token of the session that owns it (the guest session it opened, or the given one). */
export type TestOrder = Order & { token: string; refreshToken?: string };

/** Places a pickup order of one untracked dish at the first open restaurant in `currency`. */
export async function placeTestOrder(
  t: TestApp,
  options: { currency?: "USD" | "INR"; token?: string; extra?: Record<string, unknown> } = {},
): Promise<TestOrder> {
  const currency = options.currency ?? "USD";
  const restaurant = (await openRestaurants(t, "pickup")).find((r) => r.currency === currency)!;
  const item = untrackedItem(await menuOf(t, restaurant.id, "pickup"));
  const phone = currency === "INR" ? "+919876543210" : "+14155550142";
  const answer = await placeOrder(t, orderRequest(restaurant.id, [lineFor(item, 2)], { phone, ...options.extra }), options.token);
  if (answer.status !== 201) throw new Error(`placing the order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { guestSession, ...order } = placedOrderSchema.parse(answer.body);
  const token = options.token ?? guestSession?.accessToken;
  if (!token) throw new Error("an order placed signed out must answer its guest session");
  return { ...order, token, refreshToken: guestSession?.refreshToken };
}

/** The order with its guest session's tokens renewed, for tests that move the clock past an access token's life. */
export async function renewedGuest(t: TestApp, order: TestOrder): Promise<TestOrder> {
  const answer = await encodedCall(t, "POST", "/customer/token/v2", { refreshToken: order.refreshToken });
  if (answer.status !== 200) throw new Error(`renewing the guest session failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const tokens = answer.body as { accessToken: string; refreshToken: string };
  return { ...order, token: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/** The hosted card form's call: a single-use token for a card number (as the sandbox page sends it). */
export async function tokenize(t: TestApp, number: string, expiry = { expMonth: 12, expYear: 2034 }, cvc = "123"): Promise<string> {
  const response = await t.app.inject({ method: "POST", url: "/sandbox-processor/tokens", payload: { number, ...expiry, cvc } });
  if (response.statusCode !== 200) throw new Error(`tokenizing failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const pay = (t: TestApp, path: string, payload: unknown, token?: string): Promise<Answer> =>
  encodedCall(t, "POST", `/payment/${path}`, payload, { token });

export const transactionOf = (answer: Answer): Transaction => {
  if (answer.status !== 200) throw new Error(`payment call failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return transactionSchema.parse(answer.body);
};

export async function startCardTransaction(t: TestApp, orderId: string, token?: string): Promise<Transaction> {
  return transactionOf(await pay(t, "start-transaction", { orderId, paymentType: "CNP", idempotencyKey: randomUUID() }, token));
}

/** Start, authorize with a fresh token of `number`, collect: the whole card flow. */
export async function payByCard(t: TestApp, orderId: string, number: string, token?: string) {
  const started = await startCardTransaction(t, orderId, token);
  const cardToken = await tokenize(t, number);
  const authorized = transactionOf(
    await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, token),
  );
  if (authorized.state !== "authorized") return { started, authorized, collected: null };
  const collected = transactionOf(
    await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, token),
  );
  return { started, authorized, collected };
}

/** The order as `token`'s caller reads it (all of it for its owner, the shared view for anyone else). */
export async function orderOf(t: TestApp, orderId: string, token?: string) {
  const answer = await encodedCall(t, "GET", `/order/v2/getOrder?orderId=${orderId}`, undefined, { token });
  if (answer.status !== 200) throw new Error(`reading the order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return orderSchema.parse(answer.body);
}

/** The sandbox processor's charges (card authorizations, links, UPI requests) for one Forkful transaction. */
export const chargesOf = (t: TestApp, transactionId: string) =>
  t.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, transactionId));

/** A payment's row as it stands, and its events in order. */
export async function paymentRow(t: TestApp, transactionId: string) {
  const [row] = await t.database.db.select().from(payments).where(eq(payments.id, transactionId));
  return row!;
}
export const paymentEventsOf = (t: TestApp, transactionId: string) =>
  t.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, transactionId)).orderBy(paymentEvents.id);

/**
 * The sandbox processor on the test app's database with its callbacks lost (delivered nowhere): what it did is known only
 * by asking it. Its charges are the app's sandbox's, so it can capture, refund or pay what the app started.
 */
export const lostCallbackSandbox = (t: TestApp, clock: Clock) =>
  wirePaymentProcessor({ provider: "sandbox", db: t.database.db, clock, secret: KNOWN_SECRET, publicUrl: "", deliver: async () => {} })
    .sandbox!;

/** The processor with its first `times` refunds refused; `refunds` counts the refunds it was asked for. */
export function refusingRefunds(processor: PaymentProcessor, times: number): PaymentProcessor & { refunds: number } {
  const refusing = {
    ...processor,
    refunds: 0,
    async refund(processorRef: string) {
      refusing.refunds++;
      return refusing.refunds <= times
        ? { ok: false as const, reason: "The processor is not refunding now" }
        : processor.refund(processorRef);
    },
  };
  return refusing;
}

/** POST /cards with a fresh token of `number` for `customerId`, as `token`'s caller. */
export async function saveCardCall(t: TestApp, customerId: string, number: string, token?: string, extra: Record<string, unknown> = {}) {
  return encodedCall(t, "POST", "/cards", { customerId, cardToken: await tokenize(t, number), ...extra }, { token });
}

export const listCardsCall = (t: TestApp, customerId: string, token?: string) =>
  encodedCall(t, "GET", `/cards?customerId=${customerId}`, undefined, { token });

/** DELETE /cards?cardId= (encodedCall has no DELETE); the answer decoded like every other. */
export async function deleteCardCall(t: TestApp, cardId: string, token?: string): Promise<Answer> {
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await t.app.inject({ method: "DELETE", url: `/data-services/cards?cardId=${cardId}`, headers });
  const json = response.json() as { encryptedText?: string };
  return { status: response.statusCode, body: typeof json.encryptedText === "string" ? decodePayload(json.encryptedText) : json, response };
}

/** The cards of a cards answer. */
export const cardsOf = (answer: Answer): SavedCard[] => cardsAnswerSchema.parse(answer.body).cards;

/** Pays an open payment link on the sandbox's pay page with a card, as the page's script does. */
export async function payLink(t: TestApp, linkUrl: string, number: string) {
  const path = new URL(linkUrl).pathname;
  const response = await t.app.inject({ method: "POST", url: path, payload: { token: await tokenize(t, number) } });
  return response.json() as { paid: boolean; message: string };
}

/**
 * POST /payment/processor-callback as the processor (or a forger) sends it: the app version header like any caller
 * (the route sits behind the version check), and the signature header only when one is given.
 */
export function postCallback(t: TestApp, body: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json", [APP_VERSION_HEADER]: APP_VERSION };
  if (signature !== undefined) headers[SIGNATURE_HEADER] = signature;
  return t.app.inject({ method: "POST", url: "/data-services/payment/processor-callback", headers, payload: body });
}

/** The secret every app of createPaymentsTestApp signs with, so tests can sign (and forge) processor callbacks. */
const KNOWN_SECRET = "payments-test-secret-that-is-long-enough-0123";

/**
 * Like createTestApp (seeded, pinned clock), with a known secret and a chosen log level. Answers the processor's
 * callback secret as the app derives it.
 */
export async function createPaymentsTestApp(options: { logLevel?: AppDeps["config"]["LOG_LEVEL"] } = {}) {
  const database = await openTestDatabase();
  const mediaDir = await mkdtemp(join(tmpdir(), "forkful-media-"));
  const storage = createLocalMediaStorage(mediaDir);
  await seedDemoData(database.db, storage);
  const clock = () => TEST_NOW;
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: options.logLevel ?? "silent", WEB_DIST_DIR: join(mediaDir, "no-web") }),
    secret: KNOWN_SECRET,
    database,
    storage,
    clock,
  });
  await app.ready();
  const noDelivery = async () => {};
  const { callbackSecret } = wirePaymentProcessor({
    provider: "sandbox",
    db: database.db,
    clock,
    secret: KNOWN_SECRET,
    publicUrl: "",
    deliver: noDelivery,
  });
  const anonymous = (path: string, payload?: unknown) => encodedCall(t, payload === undefined ? "GET" : "POST", path, payload);
  const t: TestApp = {
    app,
    database,
    call: (path, payload) => anonymous(path, payload),
    get: (path) => anonymous(path),
    async close() {
      await app.close();
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
  return { t, callbackSecret };
}

/**
 * Splits a tab's bill in `count` parts as the split-bill call would (tab settling, parts unpaid, summing to the order's
 * total), written straight to the database so payment tests need no split arithmetic. Answers the parts by position.
 */
export async function splitTabInParts(t: TestApp, orderId: string, count: number) {
  const { db } = t.database;
  const [order] = await db.select({ total: orders.total }).from(orders).where(eq(orders.id, orderId));
  const share = Math.floor(order!.total / count);
  const now = new Date();
  const parts = Array.from({ length: count }, (_, i) => {
    const total = i === 0 ? order!.total - share * (count - 1) : share;
    return {
      orderId,
      planNo: 1,
      mode: "equal" as const,
      position: i + 1,
      label: `Part ${i + 1} of ${count}`,
      lines: [],
      subtotal: total,
      tax: 0,
      tip: 0,
      discount: 0,
      walletRedeemed: 0,
      total,
      state: "unpaid" as const,
      createdAt: now,
    };
  });
  const rows = await db.insert(orderSplits).values(parts).returning();
  await db.update(orders).set({ tabState: "settling" }).where(eq(orders.id, orderId));
  return rows.sort((a, b) => a.position - b.position);
}

/** A part of a split bill as it stands (state unpaid, paid or void, and when it was paid). */
export async function splitPart(t: TestApp, splitId: string) {
  const [row] = await t.database.db.select().from(orderSplits).where(eq(orderSplits.id, splitId));
  return row!;
}

/** Start, authorize with a fresh token of `number`, collect: a part of a split bill paid by card. */
export async function payPartByCard(t: TestApp, orderId: string, splitId: string, number: string, token?: string) {
  const started = transactionOf(
    await pay(t, "start-transaction", { orderId, splitId, paymentType: "CNP", idempotencyKey: randomUUID() }, token),
  );
  const cardToken = await tokenize(t, number);
  const authorized = transactionOf(
    await pay(t, "v2/authorize", { transactionId: started.transactionId, cardToken, idempotencyKey: randomUUID() }, token),
  );
  const collected = transactionOf(
    await pay(t, "collect-payment", { transactionId: started.transactionId, idempotencyKey: randomUUID() }, token),
  );
  return { started, authorized, collected };
}
