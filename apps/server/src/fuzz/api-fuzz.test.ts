/**
 * The fuzz suite (issue 10, "keep it so"): every operation of the OpenAPI document, and the routes it leaves out,
 * sent requests generated from its schemas and made hostile (fast-check), as anonymous, a signed-in diner, staff
 * and forged callers; then requests as raw bytes in the forms HTTP allows and the ones it does not. No answer may be
 * a 5xx, and the server must still answer afterwards. FUZZ_RUNS, FUZZ_SEED, FUZZ_ONLY, FUZZ_PATH: fuzz-settings.ts.
 */
import type { AddressInfo } from "node:net";
import { API_BASE_PATH, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { availableCouponsAnswerSchema } from "@forkful/contracts/coupons";
import type { MenuData, MenuItem } from "@forkful/contracts/menu";
import { orderSchema } from "@forkful/contracts/orders";
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../seed/seed-staff";
import { VERSION_EXEMPT_PATHS } from "../plugins/app-version";
import { addressWorld } from "../test/address-fuzz-world";
import { bookingWorld } from "../test/booking-fuzz-world";
import { menuOf, openRestaurants, orderRequest, placeOrder } from "../test/order-test-kit";
import { cardsOf, listCardsCall, saveCardCall, startCardTransaction, tokenize } from "../test/payment-test-kit";
import { jsonCall, signUpByOtp } from "../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { type ApiDocument, documentedOperations, type FuzzOperation, UNDOCUMENTED_OPERATIONS } from "./api-operations";
import { type FuzzContext, type FuzzRequest, newIdempotencyKey, requestOf, sweepRequests } from "./fuzz-request";
import { describeExchange, type FuzzAnswer, senderFor } from "./fuzz-sender";
import { checkProperty, FUZZ_RUNS, fuzzTimeout, isSelected } from "./fuzz-settings";
import { preview } from "./json-text";
import { rawCaseOf, TARGET_FORMS } from "./protocol-variants";
import { exchangeRaw, rawRequest } from "./raw-http";
import type { KnownValues } from "./schema-arbitrary";
import { forgedAuthorizations, wellAs } from "./wire-variants";

const VISA = "4242424242424242";
/** Card tokens are single-use: the sweep takes a new one for each request that sends one (see topUpCardTokens). */
const cardTokens: string[] = [];
async function topUpCardTokens(t: TestApp): Promise<void> {
  while (cardTokens.length < 50) cardTokens.push(await tokenize(t, VISA));
}
const api = (method: string, path: string) => `${method} ${API_BASE_PATH}${path}`;

/**
 * The line whose sums grow fastest: the dish that keeps no stock and comes dearest with every option it allows, each
 * option counted at the most a line may hold of it (10).
 */
function richestLine(menu: MenuData) {
  const optionsOf = (item: MenuItem) => item.modifiers.flatMap((m) => m.options.slice(0, m.maxChoices));
  const worth = (item: MenuItem) => item.price + 10 * optionsOf(item).reduce((sum, o) => sum + o.price, 0);
  const [item] = menu.menu.filter((i) => i.stockQuantity === null).sort((a, b) => worth(b) - worth(a));
  return {
    itemId: item!.itemId,
    quantity: 1,
    options: optionsOf(item!).map((o) => ({ modifierOptionId: o.modifierOptionId, quantity: 1 })),
  };
}

interface Diner {
  customerId: string;
  mobilePhone: string;
  accessToken: string;
}

/**
 * Real ids and codes from the seeded app and the diner's own orders, card and payment, and well-formed requests of
 * the calls with the most behind them (placing, pricing, paying, coupons, tips, profile).
 */
async function worldOf(t: TestApp, diner: Diner): Promise<Pick<FuzzContext, "known" | "examples" | "fresh">> {
  const open = await openRestaurants(t, "pickup");
  // INR first: its sums in paise grow a hundred times faster than dollars in cents.
  const restaurants = [open.find((r) => r.currency === "INR")!, open.find((r) => r.currency === "USD")!];
  const menus = await Promise.all(restaurants.map((r) => menuOf(t, r.id, "pickup")));
  const carts = restaurants.map((r, i) => ({ locationId: r.id, orderType: "pickup", items: [richestLine(menus[i]!)] }));
  const orderBodies = restaurants.map((r, i) =>
    orderRequest(r.id, carts[i]!.items, {
      phone: r.currency === "INR" ? "+919876543210" : diner.mobilePhone,
      customerId: diner.customerId,
      tip: { tipType: "FLATFEE", tipValue: 200 },
      orderInstruction: "Extra napkins",
    }),
  );
  const orders = [];
  for (const body of orderBodies) {
    const placed = await placeOrder(t, body, diner.accessToken);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orders.push(orderSchema.parse(placed.body));
  }
  const transaction = await startCardTransaction(t, orders[0]!.orderId, diner.accessToken);
  const saved = await saveCardCall(t, diner.customerId, VISA, diner.accessToken);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const cards = cardsOf(await listCardsCall(t, diner.customerId, diner.accessToken));
  const coupons = await Promise.all(
    restaurants.map(async (r) => availableCouponsAnswerSchema.parse((await t.get(`/coupon/v2/available?locationId=${r.id}`)).body).coupons),
  );
  const items = menus.flatMap((m) => m.menu);
  const orderIds = orders.map((o) => o.orderId);
  const couponCodes = coupons.flat().map((c) => c.couponCode);
  const addresses = await addressWorld(t, diner);
  // No refreshToken among them: a fuzzed sign-out with it would end the diner's session for every test after it.
  const known: KnownValues = {
    locationId: restaurants.map((r) => r.id),
    slug: restaurants.flatMap((r) => [r.locationSlug, r.merchantSlug]),
    itemId: items.map((i) => i.itemId).slice(0, 30),
    modifierOptionId: items.flatMap((i) => i.modifiers.flatMap((m) => m.options.map((o) => o.modifierOptionId))).slice(0, 30),
    orderId: orderIds,
    transactionId: [transaction.transactionId],
    customerId: [diner.customerId],
    id: [diner.customerId, ...addresses.ids],
    cardId: cards.map((c) => c.cardId),
    cardToken: [await tokenize(t, VISA), await tokenize(t, VISA)],
    couponCode: couponCodes,
    eventSlug: ["new-years-eve-2026"],
    mobilePhone: [diner.mobilePhone],
    phone: [diner.mobilePhone],
    to: [diner.mobilePhone],
    search: [`customerId:${diner.customerId}`, `phone:${diner.mobilePhone}`],
    userName: restaurants.map((r) => demoStaffUserName(r.locationSlug)),
    password: [DEMO_STAFF_PASSWORD],
  };
  const perOrder = <T>(make: (orderId: string) => T) => orderIds.map(make);
  const examples: FuzzContext["examples"] = {
    [api("POST", "/order/customer/createOrder")]: { body: orderBodies },
    [api("POST", "/order/customer/totals")]: { body: carts.map((cart) => ({ ...cart, tip: { tipType: "FLATFEE", tipValue: 200 } })) },
    [api("POST", "/merchants/cartItems")]: { body: carts },
    [api("PUT", "/order/v2/customer/add-tip")]: { body: perOrder((orderId) => ({ orderId, tip: 150, tipType: "FLATFEE" })) },
    [api("PUT", "/order/update/customer")]: { body: perOrder((orderId) => ({ orderId, orderInstruction: "No onions, please" })) },
    [api("POST", "/dev/wallet-credit")]: { body: [{ customerId: diner.customerId, amount: 500 }] },
    [api("POST", "/payment/start-transaction")]: { body: perOrder((orderId) => ({ orderId, paymentType: "CNP", idempotencyKey: "" })) },
    [api("POST", "/payment/initiatePayment")]: {
      body: perOrder((orderId) => ({ orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: "" })),
    },
    [api("POST", "/payment/customer-initiate-offline-payment")]: { body: perOrder((orderId) => ({ orderId, idempotencyKey: "" })) },
    [api("POST", "/coupon/v2/redeemCoupon")]: {
      body: couponCodes.flatMap((couponCode) => perOrder((orderId) => ({ couponCode, orderId, customerId: diner.customerId }))),
    },
    [api("GET", "/coupon/v2/validateCoupon")]: {
      query: couponCodes.map((couponCode, i) => ({
        couponCode,
        locationId: restaurants[i % restaurants.length]!.id,
        orderType: "pickup",
        orderAmount: 5000,
        customerId: diner.customerId,
      })),
    },
    [api("PUT", "/customer/profile/v2")]: {
      body: [
        { customerId: diner.customerId, email: "fuzz.diner@example.com", isPromoSubscribed: true },
        {
          customerId: diner.customerId,
          customerLocation: { label: "Home", address: "1 Market St, San Francisco", lat: 37.79, lng: -122.39 },
          favoriteMerchantLocationRequest: { customerId: diner.customerId, locationId: restaurants[0]!.id, isFavorite: true },
        },
      ],
    },
    [api("PUT", "/api/v2/customers")]: {
      body: [{ customerId: diner.customerId, fullName: "Fuzz Diner", email: "fuzz.diner@example.com" }],
    },
    [api("PUT", "/staff/orders/{orderId}/status")]: { body: [{ status: 11 }] },
    [api("POST", "/order/customer/split-bill")]: {
      body: perOrder((orderId) => [
        { orderId, mode: "equal", parts: 3 },
        { orderId, mode: "diner", sharedLineIds: [1] },
        { orderId, mode: "items", parts: 2, assignments: [{ lineId: 1, parts: [1, 2] }] },
      ]).flat(),
    },
    [api("PUT", "/order/customer/split-bill/tip")]: {
      body: perOrder((orderId) => ({ orderId, splitId: "00000000-0000-4000-8000-000000000000", tip: 15, tipType: "PERCENTAGE" })),
    },
    [api("POST", "/order/slots/v2")]: { body: restaurants.map((r) => ({ locationId: r.id, orderType: "pickup" })) },
  };
  const fresh = { idempotencyKey: newIdempotencyKey, cardToken: () => cardTokens.pop() ?? "tok_noneleft00" };
  const tables = await bookingWorld(t, diner);
  return {
    known: { ...known, ...tables.known, locationId: [...known.locationId!, ...tables.known.locationId!] },
    examples: { ...examples, ...tables.examples, ...addresses.examples },
    fresh,
  };
}

/** Monday 16:30 UTC: lunch in New York, dinner in India, so restaurants in both currencies take pickup orders. */
const FUZZ_NOW = new Date("2026-11-23T16:30:00Z");
// Built at load time: the operations come from the running app's document, one test each.
const t = await createTestApp({ clock: () => FUZZ_NOW });
afterAll(() => t.close());
await t.app.listen({ host: "127.0.0.1", port: 0 });
const port = (t.app.server.address() as AddressInfo).port;
const operations: FuzzOperation[] = [...documentedOperations(t.app.swagger() as unknown as ApiDocument), ...UNDOCUMENTED_OPERATIONS];

const diner = await signUpByOtp(t, { fullName: "Fuzz Diner", email: "fuzz.diner@example.com" });
const [restaurant] = await openRestaurants(t, "pickup");
const staffLogin = await jsonCall(t, "POST", "/staff/login", {
  userName: demoStaffUserName(restaurant!.locationSlug),
  password: DEMO_STAFF_PASSWORD,
});
expect(staffLogin.status, JSON.stringify(staffLogin.body)).toBe(200);
const staffToken = (staffLogin.body as { accessToken: string }).accessToken;
const context: FuzzContext = {
  ...(await worldOf(t, diner)),
  callers: { anonymous: undefined, diner: `Bearer ${diner.accessToken}`, staff: `Bearer ${staffToken}` },
  forged: forgedAuthorizations(diner.accessToken),
};

/** What the app logged as an unhandled error while answering (the 500's cause), kept for the failure message. */
const logged: string[] = [];
const firstLines = (error: Error) => error.stack?.split("\n").slice(0, 4).join(" | ") ?? String(error);
vi.spyOn(t.app.log, "error").mockImplementation(((entry: unknown, message?: string) => {
  const error = (entry as { err?: Error } | undefined)?.err;
  const cause = error?.cause instanceof Error ? ` | caused by ${firstLines(error.cause)}` : "";
  logged.push(error ? `${message ?? ""} ${firstLines(error)}${cause}` : `${message ?? ""} ${String(entry)}`);
}) as never);

async function stillAnswers(): Promise<void> {
  const health = await t.app.inject({ method: "GET", url: `${API_BASE_PATH}/health` });
  expect(health.statusCode, "the server still answers /health").toBe(200);
  const raw = await exchangeRaw(port, rawRequest("GET", `${API_BASE_PATH}/health`, {}));
  expect(raw.statuses, "the listening server still answers /health").toEqual([200]);
}

/** With FUZZ_STATS=1, how often each call answered each status: which calls the fuzzer gets past validation. */
const seen = new Map<string, Record<number, number>>();
function countStatus(key: string, status: number): void {
  const counts = seen.get(key) ?? {};
  counts[status] = (counts[status] ?? 0) + 1;
  seen.set(key, counts);
}
afterAll(() => {
  if (!process.env.FUZZ_STATS) return;
  for (const [key, counts] of seen) console.info(`${key}: ${JSON.stringify(counts)}`);
});

describe("every call, fuzzed from the OpenAPI document: no answer is a 5xx", () => {
  it("reads every operation of the document", () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((o) => o.encoded).length).toBeGreaterThan(30);
    expect(operations.filter((o) => o.stream).map((o) => o.key)).toEqual([
      `GET ${API_BASE_PATH}/order/{orderId}/events`,
      `GET ${API_BASE_PATH}/customer/reservations/{reservationId}/events`,
      `GET ${API_BASE_PATH}/staff/waitlist/events`,
      `GET ${API_BASE_PATH}/staff/waiter-calls/events`,
      `GET ${API_BASE_PATH}/staff/live`,
    ]);
  });

  const sender = senderFor(t.app, port);
  /** A 5xx, or no answer at all. */
  const failure = (answer: FuzzAnswer) => answer.status >= 500 || answer.status === 0;

  /** The field sweep, as the first caller whose well-formed request succeeds; every 5xx, not only the first. */
  async function sweep(operation: FuzzOperation): Promise<string[]> {
    const failures: string[] = [];
    const send = async ({ label, request }: { label: string; request: FuzzRequest }) => {
      logged.length = 0;
      const answer = await sender.send(request, operation.stream);
      countStatus(`${operation.key} (sweep)`, answer.status);
      if (failure(answer)) failures.push(`${operation.key} (sweep) ${label}:\n${describeExchange(request, answer, logged)}`);
      return answer;
    };
    if (JSON.stringify(operation.body ?? {}).includes('"cardToken"')) await topUpCardTokens(t);
    let cases: ReturnType<typeof sweepRequests> = [];
    for (const caller of ["diner", "staff", "anonymous"]) {
      cases = sweepRequests(operation, context, wellAs(operation.encoded, caller, context.callers[caller]));
      if ((await send(cases[0]!)).status < 400) break;
    }
    for (const sweepCase of cases.slice(1)) await send(sweepCase);
    return failures;
  }

  for (const operation of operations.filter((o) => isSelected(o.key))) {
    it(
      operation.key,
      async () => {
        const failures = isSelected(`${operation.key} (sweep)`) ? await sweep(operation) : [];
        for (const mode of ["fields", "wire"] as const) {
          const name = `${operation.key} (${mode})`;
          if (!isSelected(name)) continue;
          await checkProperty(name, requestOf(operation, context, mode), async (request) => {
            logged.length = 0;
            const answer = await sender.send(request, operation.stream);
            countStatus(name, answer.status);
            if (failure(answer)) throw new Error(describeExchange(request, answer, logged));
          }).catch((error: Error) => failures.push(error.message));
        }
        await stillAnswers();
        if (failures.length > 0) throw new Error(failures.join("\n\n"));
      },
      fuzzTimeout(3),
    );
  }
});

/** An operation's origin-form path, with real ids in it. */
const pathOf = (o: FuzzOperation) =>
  o.pathParams.reduce((path, p) => path.replace(`{${p.name}}`, String(context.known[p.name]?.[0] ?? "1")), o.path);
const paths = operations.filter((o) => o.path.startsWith(API_BASE_PATH)).map(pathOf);

describe("requests as raw bytes: odd request lines, headers and framing", () => {
  const protocolName = "protocol variants";
  it.runIf(isSelected(protocolName))(
    "answers every form without a 5xx",
    async () => {
      await checkProperty(
        protocolName,
        rawCaseOf(paths),
        async (rawCase) => {
          logged.length = 0;
          const answer = await exchangeRaw(port, rawCase.bytes);
          if (answer.statuses.some((status) => status >= 500)) {
            const notes = Object.entries(rawCase.notes).map(([name, value]) => `  ${name}: ${value}`);
            const logs = logged.map((line) => `  logged: ${preview(line, 1_000)}`);
            throw new Error([`statuses ${answer.statuses.join(", ")}`, ...notes, preview(answer.text, 400), ...logs].join("\n"));
          }
        },
        FUZZ_RUNS * 10,
      );
      await stillAnswers();
    },
    fuzzTimeout(10),
  );

  const versionName = "version check in every request-line form";
  const exempt = VERSION_EXEMPT_PATHS;
  const versioned = operations.filter((o) => o.path.startsWith(API_BASE_PATH) && !exempt.some((p) => o.path.startsWith(p)));
  it.runIf(isSelected(versionName))(
    "refuses an API call without X-App-Version however its request line is written (or does not route it)",
    async () => {
      const cases = fc.tuple(fc.constantFrom(...versioned), fc.constantFrom(...Object.keys(TARGET_FORMS)));
      await checkProperty(
        versionName,
        cases,
        async ([operation, form]) => {
          const line = `${operation.method} ${TARGET_FORMS[form]!(pathOf(operation))}`;
          const answer = await exchangeRaw(port, `${line} HTTP/1.1\r\nhost: x\r\nconnection: close\r\ncontent-length: 2\r\n\r\n{}`);
          const [status] = answer.statuses;
          // Not routed (404), refused by the version check, or refused by the HTTP parser before the app saw it.
          const beforeTheApp = !answer.text.toLowerCase().includes("x-request-id");
          const refused = status === 404 || (status === 400 && (answer.text.includes(APP_VERSION_HEADER) || beforeTheApp));
          if (!refused) throw new Error(`${line} (${form}) without ${APP_VERSION_HEADER} → ${status}\n${preview(answer.text, 400)}`);
        },
        FUZZ_RUNS * 4,
      );
    },
    fuzzTimeout(4),
  );
});
