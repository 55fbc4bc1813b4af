/**
 * Issue 10 item 5: text PostgreSQL cannot keep (NUL, lone surrogates) and other control characters are refused with a
 * 400 in every string of every call (encoded bodies, JSON bodies, query strings, path parameters), and nothing changes.
 */
import { orderSchema } from "@forkful/contracts/orders";
import { SANDBOX_TEST_CARDS } from "@forkful/contracts/payments";
import { UNSAFE_TEXT_MESSAGE } from "@forkful/contracts/safe-text";
import { count, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STAFF_PASSWORD, demoStaffUserName } from "../../seed/seed-staff";
import { signInFailures } from "../db/schema/account-lockout";
import { customers } from "../db/schema/customers";
import { orders } from "../db/schema/orders";
import { savedCards } from "../db/schema/payments";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../test/order-test-kit";
import { tokenize } from "../test/payment-test-kit";
import { type Answer, encodedCall, jsonCall, messageOf, signUpByOtp } from "../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../test/test-app";
import { registerErrorHandler } from "./error-handler";
import { registerSafeTextCheck } from "./safe-text";

/** What no call may take, each inside ordinary text. */
const UNSAFE = [
  ["NUL", "\u0000"],
  ["a lone high surrogate", "\ud800"],
  ["a lone low surrogate", "\udc00"],
  ["a bell (control character)", "\u0007"],
] as const;

let t: TestApp;
let diner: Awaited<ReturnType<typeof signUpByOtp>>;
let locationId: number;
let locationSlug: string;
let item: Parameters<typeof lineFor>[0];
let orderId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [restaurant] = await openRestaurants(t, "pickup");
  locationId = restaurant!.id;
  locationSlug = restaurant!.locationSlug;
  item = untrackedItem(await menuOf(t, locationId, "pickup"));
  diner = await signUpByOtp(t);
  const placed = await placeOrder(
    t,
    orderRequest(locationId, [lineFor(item)], { customerId: diner.customerId, phone: diner.mobilePhone }),
    diner.accessToken,
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  orderId = orderSchema.parse(placed.body).orderId;
});
afterAll(() => t.close());

/** Everything a refused call could have written: orders, cards, sign-in failures, the diner and their order. */
async function everything() {
  const { db } = t.database;
  const [[orderCount], [cardCount], [failureCount], customer, order] = await Promise.all([
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(savedCards),
    db.select({ n: count() }).from(signInFailures),
    db.select().from(customers).where(eq(customers.id, diner.customerId)),
    db.select().from(orders).where(eq(orders.id, orderId)),
  ]);
  return { orderCount, cardCount, failureCount, customer, order };
}

const asDiner = () => ({ token: diner.accessToken });
const createOrder = (fields: Record<string, unknown>, lines = [lineFor(item)]) =>
  placeOrder(
    t,
    { ...orderRequest(locationId, lines, { customerId: diner.customerId, phone: diner.mobilePhone }), ...fields },
    diner.accessToken,
  );

/** One call with the unsafe text in one field, and the field's path in the 400's text. */
const CALLS: { call: string; field: string; send: (text: string) => Promise<Answer> }[] = [
  {
    call: "diner sign-in",
    field: "userName",
    send: (text) => encodedCall(t, "POST", "/customer/login/v2", { userName: text, password: "secret-123" }),
  },
  {
    call: "diner sign-in",
    field: "password",
    send: (text) => encodedCall(t, "POST", "/customer/login/v2", { userName: diner.mobilePhone, password: text }),
  },
  {
    call: "restaurant search",
    field: "searchText",
    send: (text) => encodedCall(t, "POST", "/customer/findMerchant/v2", { searchText: text }),
  },
  {
    call: "menu search",
    field: "searchText",
    send: (text) => encodedCall(t, "POST", "/merchants/menu/v2", { type: "pickup", locationId, searchText: text }),
  },
  { call: "createOrder", field: "fullName", send: (text) => createOrder({ fullName: text }) },
  { call: "createOrder", field: "comment", send: (text) => createOrder({ comment: text }) },
  { call: "createOrder", field: "orderInstruction", send: (text) => createOrder({ orderInstruction: text }) },
  { call: "createOrder", field: "deliveryInstruction", send: (text) => createOrder({ deliveryInstruction: text }) },
  { call: "createOrder", field: "items.0.comment", send: (text) => createOrder({}, [{ ...lineFor(item), comment: text } as never]) },
  {
    call: "createOrder",
    field: "address.addressLine1",
    send: (text) => createOrder({ orderType: "delivery", address: { addressLine1: text, lat: 37.76, lng: -122.42 } }),
  },
  {
    call: "order update",
    field: "orderInstruction",
    send: (text) => encodedCall(t, "PUT", "/order/update/customer", { orderId, orderInstruction: text }, asDiner()),
  },
  {
    call: "profile update",
    field: "customerLocation.address",
    send: (text) =>
      encodedCall(
        t,
        "PUT",
        "/customer/profile/v2",
        { customerId: diner.customerId, customerLocation: { label: "Home", address: text, lat: 37.76, lng: -122.42 } },
        asDiner(),
      ),
  },
  {
    call: "customer details",
    field: "fullName",
    send: (text) => jsonCall(t, "PUT", "/api/v2/customers", { customerId: diner.customerId, fullName: text }, asDiner()),
  },
  {
    call: "saved card",
    field: "streetNo",
    send: async (text) =>
      encodedCall(
        t,
        "POST",
        "/cards",
        { customerId: diner.customerId, cardToken: await tokenize(t, SANDBOX_TEST_CARDS.approved), streetNo: text },
        asDiner(),
      ),
  },
  {
    call: "staff sign-in",
    field: "userName",
    send: (text) => jsonCall(t, "POST", "/staff/login", { userName: text, password: DEMO_STAFF_PASSWORD }),
  },
  {
    call: "staff sign-in",
    field: "password",
    send: (text) => jsonCall(t, "POST", "/staff/login", { userName: demoStaffUserName(locationSlug), password: text }),
  },
];

describe.each(UNSAFE)("%s in a string", (_name, unsafe) => {
  it.each(CALLS)("$call refuses it in $field (400) and changes nothing", async ({ field, send }) => {
    const before = await everything();
    const answer = await send(`Asha ${unsafe} Rao`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(messageOf(answer)).toBe(`Invalid body: ${field}: ${UNSAFE_TEXT_MESSAGE}`);
    expect(await everything()).toEqual(before);
  });
});

describe("in a query string", () => {
  // A lone surrogate has no UTF-8 form, so it cannot be written in a URL at all.
  it.each([
    ["NUL", "%00"],
    ["a bell (control character)", "%07"],
  ])("%s is refused (400)", async (_name, escaped) => {
    const answer = await encodedCall(t, "GET", `/order/v2/getOrder?orderId=Asha${escaped}`, undefined, asDiner());
    expect(answer.status).toBe(400);
    expect(messageOf(answer)).toBe(`Invalid querystring: orderId: ${UNSAFE_TEXT_MESSAGE}`);
  });
});

it("ordinary text, with tabs, new lines, accents and emoji, still places an order", async () => {
  const answer = await createOrder({ fullName: "Zoë Ñúñez 😀", orderInstruction: "Gate 4\tring twice\r\nmerci" });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(orderSchema.parse(answer.body)).toMatchObject({ fullName: "Zoë Ñúñez 😀", orderInstruction: "Gate 4\tring twice\r\nmerci" });
});

describe("a route with no schema", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    registerSafeTextCheck(app);
    app.post("/echo/:word", async (request) => ({ body: request.body, query: request.query, params: request.params }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("is checked too: path parameters, query string and any depth of body", async () => {
    const send = (url: string, payload: unknown = {}) => app.inject({ method: "POST", url, payload: payload as object });
    expect((await send("/echo/ok?q=ok", { a: [{ b: "ok" }] })).statusCode).toBe(200);
    const params = await send("/echo/a%00b");
    expect([params.statusCode, params.json().message]).toEqual([400, `Invalid params: word: ${UNSAFE_TEXT_MESSAGE}`]);
    const query = await send("/echo/ok?q=a%00b");
    expect([query.statusCode, query.json().message]).toEqual([400, `Invalid querystring: q: ${UNSAFE_TEXT_MESSAGE}`]);
    const body = await send("/echo/ok", { a: [{ b: "ok" }, { b: "\ud800" }] });
    expect([body.statusCode, body.json().message]).toEqual([400, `Invalid body: a.1.b: ${UNSAFE_TEXT_MESSAGE}`]);
    const key = await send("/echo/ok", { "a\u0000": 1 });
    expect(key.statusCode).toBe(400);
  });
});
