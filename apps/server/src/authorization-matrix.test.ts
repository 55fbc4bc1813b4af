/**
 * The authorization matrix (issue 10): every diner and staff call of the OpenAPI document, tried by the owner, another
 * diner, a guest session, nobody, the manager, the host and the kitchen of the order's restaurant (issue 24: each staff
 * role gets only its own calls), a manager of another restaurant, and (issue 26) an owner signed in at the restaurant and
 * an owner of other restaurants only, with the answer each must get.
 * A refused call changes nothing; anyone else reading an order by its link sees no personal data. The table below is
 * the rule: a call of the document that is in no row, nor in PUBLIC or NOT_APPLICABLE, fails the completeness check.
 */
import { randomUUID } from "node:crypto";
import { userDetailSchema } from "@forkful/contracts/customers";
import { type Order, ordersPageSchema } from "@forkful/contracts/orders";
import { cardsAnswerSchema, transactionSchema } from "@forkful/contracts/payments";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressRows } from "./test/address-matrix-rows";
import {
  type Answer,
  CALLERS,
  type CallerName,
  callEveryone,
  documentedCalls,
  type Fixture,
  isStaffHere,
  type Matrix,
  type MatrixRow,
  OWNERS_DETAILS,
  personalDetailsShown,
  SUBJECTS,
  setUpMatrix,
  statuses,
} from "./test/authorization-kit";
import { billsRows } from "./test/bills-matrix-rows";
import { bookingRows } from "./test/booking-matrix-rows";
import { campaignsRows } from "./test/campaigns-matrix-rows";
import { curbsideRows } from "./test/curbside-matrix-rows";
import { deliveryRows } from "./test/delivery-matrix-rows";
import { favouritesRows } from "./test/favourites-matrix-rows";
import { feedbackRows } from "./test/feedback-matrix-rows";
import { kitchenRows } from "./test/kitchen-matrix-rows";
import { lateOrdersRows } from "./test/late-orders-matrix-rows";
import { liveFeedRows } from "./test/live-feed-matrix-rows";
import { menuAvailabilityRows } from "./test/menu-availability-matrix-rows";
import type { OpenApiDocument } from "./test/openapi-contract-kit";
import { orderRequest } from "./test/order-test-kit";
import { ownerRows } from "./test/owner-matrix-rows";
import { pay, saveCardCall, tokenize, transactionOf } from "./test/payment-test-kit";
import { servicesOffRows } from "./test/services-off-matrix-rows";
import { shortLinkRows } from "./test/short-link-matrix-rows";
import { jsonCall } from "./test/sign-in-helpers";
import { splitPaymentRows } from "./test/split-payment-matrix-rows";
import { staffFloorRows } from "./test/staff-floor-matrix-rows";
import { staffOrdersRows } from "./test/staff-orders-matrix-rows";
import { staffTeamRows } from "./test/staff-team-matrix-rows";
import { supportRows } from "./test/support-matrix-rows";
import { tablePresenceRows } from "./test/table-presence-matrix-rows";
import { createTestApp, type TestApp } from "./test/test-app";
import { waiterCallRows } from "./test/waiter-call-matrix-rows";

// The columns, in order: owner, otherDiner, guest (another order's guest session), anonymous, then the restaurant's
// managerHere, hostHere and kitchenHere, and staffElsewhere (a manager of another restaurant); `statuses` adds an owner
// signed in at the restaurant (as its manager) and an owner of other restaurants only (as the manager elsewhere).
/** The caller's own account or order. A staff token acts for no diner: on a diner's call it is no sign-in at all. */
const OWNER_ONLY = statuses(200, 403, 403, 401, 401, 401, 401, 401);
const OWNER_ONLY_CREATES = statuses(201, 403, 403, 401, 401, 401, 401, 401);
/** Anyone holding the order's link reads it (status and items); only its owner sees the personal data. */
const ANYONE_WITH_THE_LINK = statuses(200, 200, 200, 200, 200, 200, 200, 200);
/**
 * Staff calls, by the roles that may make them (a manager every one; a host the floor; the kitchen its tickets and
 * orders up to ready): the other roles are refused (403) whatever they ask; a manager elsewhere is refused the
 * restaurant's things (`…_HERE`) or reads their own restaurant's (`…_READ_THEIR_OWN`).
 */
const MANAGER_HERE = statuses(401, 401, 401, 401, 200, 403, 403, 403);
const MANAGERS_READ_THEIR_OWN = statuses(401, 401, 401, 401, 200, 403, 403, 200);
const FLOOR_HERE = statuses(401, 401, 401, 401, 200, 200, 403, 403);
const FLOOR_READS_THEIR_OWN = statuses(401, 401, 401, 401, 200, 200, 403, 200);
const KITCHEN_HERE = statuses(401, 401, 401, 401, 200, 403, 200, 403);
const KITCHEN_READS_THEIR_OWN = statuses(401, 401, 401, 401, 200, 403, 200, 200);
const ANY_STAFF_READS_THEIR_OWN = statuses(401, 401, 401, 401, 200, 200, 200, 200);

/** Calls anyone may make, and why. */
const PUBLIC: Record<string, string> = {
  "POST /customer/login/v2": "signing in",
  "POST /customer/resetPassword": "signing in: the code sent to the account's phone is the proof",
  "POST /customer/sendSMS": "signing in: answers the same for every number",
  "POST /customer/validateOTP/v2": "signing in: the code is the proof",
  "POST /api/v2/customers/auth/request-otp": "signing in: answers the same for every number",
  "POST /api/v2/customers/auth/verify-otp": "signing in: the code is the proof",
  "POST /customer/token/v2": "the refresh token it carries is the proof",
  "POST /customer/logout/v2": "the refresh token it carries is the proof; it only ends that session",
  "POST /staff/login": "staff signing in",
  "POST /staff/token": "the staff refresh token it carries is the proof (a diner's is refused: modules/staff/staff-sessions.test.ts)",
  "GET /customer/getCountry/v2": "the countries a number can sign in from",
  "POST /customer/findMerchant/v2": "the restaurant list",
  "POST /merchants/locations/slug": "a restaurant's public page",
  "POST /merchants/locations/id": "a restaurant's public page",
  "POST /merchants/details/v2": "a brand's public page",
  "POST /merchants/menu/v2": "a menu",
  "GET /merchants/locations/{locationId}/menu": "a menu",
  "POST /merchants/locations/event-order-menu/v2": "an event's menu",
  "GET /merchants/campaigns": "a restaurant's campaigns",
  "GET /merchants/campaigns/{campaignId}": "a campaign's page",
  "GET /merchants/events/{eventSlug}": "an event's page",
  "POST /merchants/cartItems": "prices and stock of dishes",
  "POST /order/getDistance/v2": "whether a restaurant delivers to a point",
  "POST /order/slots/v2": "a restaurant's pickup and delivery times",
  "GET /payment/processor": "which card form to show",
  "GET /coupon/v2/available": "a restaurant's coupons open to everyone",
  "GET /order/popular-dishes/{locationId}": "how often a restaurant's dishes sell lately, never who bought them",
  "POST /merchants/v2/locations/wait-times": "a restaurant's quoted waits and how many parties wait, never who",
  "GET /merchants/generate-reservation-slot/{locationId}": "the times a restaurant has a table free, never who booked the others",
  "GET /customer/call-waiter/{callId}": "a call's state, read by whoever holds its id; it names the table, never who called",
  "GET /geocode/search": "address suggestions for what anyone types (no account's data)",
  "GET /geocode/reverse": "the street at a point on the map (no account's data)",
  "GET /map/settings": "the map tiles the web draws on",
  "POST /delivery/quote": "what delivering a cart to a point would cost; a cart quotes before sign-in (rate limited)",
  "POST /customer/getActualURL/v2": "where a printed short link goes (a path inside the app); counts the visit, names nobody",
};

/** Calls outside the matrix, and why. */
const NOT_APPLICABLE: Record<string, string> = {
  "GET /dev/sms-outbox": "development and tests only (never registered in production): the codes a fake SMS provider kept",
  "POST /staff/switch":
    "ends the caller's own session, which the matrix's callers keep for every row: an owner to theirs and to another's, and every other role, are tried in modules/staff/staff-owner.test.ts",
  "POST /staff/logout":
    "ends the caller's own session, which the matrix's callers keep for every row: each role, a diner and nobody are tried in modules/staff/staff-sessions.test.ts",
};

/** A card number the sandbox approves. */
const VISA = "4242424242424242";

let t: TestApp;
/** The app, its cast and the restaurant the owners order from (set up once, read by the rows when they run). */
let m: Matrix;

/** A card the owner saved. */
async function savedCard(f: Fixture): Promise<Partial<Fixture>> {
  const saved = await saveCardCall(m.t, f.owner.customerId, VISA, f.owner.token);
  expect(saved.status).toBe(201);
  return { cardId: (saved.body as { cardId: string }).cardId };
}

/** A card payment of the owner's order, started by the owner. */
async function startedPayment(f: Fixture): Promise<Partial<Fixture>> {
  const started = await pay(m.t, "start-transaction", { orderId: f.order.orderId, idempotencyKey: randomUUID() }, f.owner.token);
  return { transactionId: transactionOf(started).transactionId };
}

/** A card payment of the owner's order, started and authorized by the owner. */
async function authorizedPayment(f: Fixture): Promise<Partial<Fixture>> {
  const { transactionId } = await startedPayment(f);
  const cardToken = await tokenize(m.t, VISA);
  const authorized = await pay(m.t, "v2/authorize", { transactionId, cardToken, idempotencyKey: randomUUID() }, f.owner.token);
  expect(transactionOf(authorized).state).toBe("authorized");
  return { transactionId };
}

/** The owner's answer lists the owner's order; nobody else gets an answer to look at. */
const listsTheOrder = (answer: Answer, _caller: CallerName, f: Fixture) => {
  const body = answer.body as { orders?: Order[] };
  const orders = body.orders ?? ordersPageSchema.parse(answer.body).content;
  expect(orders.map((o) => o.orderId)).toContain(f.order.orderId);
};

/** The owner reads all of the order; anyone else the shared view, without a single personal detail. */
const sharedViewUnlessOwner = (answer: Answer, caller: CallerName, f: Fixture) => {
  const shown = personalDetailsShown(answer.body, f.order);
  if (caller === "owner") expect(shown).toEqual(expect.arrayContaining([OWNERS_DETAILS.fullName, OWNERS_DETAILS.orderInstruction]));
  else expect(shown, `${caller} sees personal data`).toEqual([]);
};
const noPersonalDetails = (answer: Answer, caller: CallerName, f: Fixture) =>
  expect(personalDetailsShown(answer.body, f.order), `${caller} sees personal data`).toEqual([]);

/** The owner's order, paid at the restaurant (staff accept only a paid order or one to be paid there). */
async function toBePaidAtTheCounter(f: Fixture): Promise<Partial<Fixture>> {
  const atCounter = await pay(
    m.t,
    "customer-initiate-offline-payment",
    { orderId: f.order.orderId, idempotencyKey: randomUUID() },
    f.owner.token,
  );
  expect(transactionSchema.parse(atCounter.body).state).toBe("at_location");
  return {};
}

const ROWS: MatrixRow[] = [
  // The owner's account.
  {
    call: "POST /customer/profile/v2",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { id: f.owner.customerId } }),
    shows: (answer, _caller, f) => expect(userDetailSchema.parse(answer.body).userId).toBe(f.owner.customerId),
  },
  {
    call: "PUT /customer/profile/v2",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({
      body: {
        customerId: f.owner.customerId,
        isPromoSubscribed: true,
        customerLocation: { label: "Home", address: "12 Elsewhere Lane", lat: 37.77, lng: -122.42 },
        favoriteMerchantLocationRequest: { customerId: f.owner.customerId, locationId: m.locationId },
      },
    }),
  },
  {
    call: "PUT /api/v2/customers",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { customerId: f.owner.customerId, fullName: "Priya Owner-Rao" } }),
  },
  // Development and tests only, but a wallet is money: kept in the matrix while it is registered.
  {
    call: "POST /dev/wallet-credit",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { customerId: f.owner.customerId, amount: 500 } }),
  },
  {
    call: "POST /cards",
    on: "account",
    expected: OWNER_ONLY_CREATES,
    request: async (f) => ({ body: { customerId: f.owner.customerId, cardToken: await tokenize(m.t, VISA) } }),
  },
  {
    call: "GET /cards",
    on: "account",
    expected: OWNER_ONLY,
    prepare: savedCard,
    request: (f) => ({ query: { customerId: f.owner.customerId } }),
    shows: (answer, _caller, f) => expect(cardsAnswerSchema.parse(answer.body).cards.map((c) => c.cardId)).toContain(f.cardId),
  },
  {
    call: "DELETE /cards",
    on: "account",
    expected: OWNER_ONLY,
    prepare: savedCard,
    request: (f) => ({ query: { cardId: f.cardId! } }),
  },
  ...["GET /order/getOrders", "GET /order/customer/getOrders"].map(
    (call): MatrixRow => ({
      call,
      on: "account",
      expected: OWNER_ONLY,
      request: (f) => ({ query: { search: `customerId:${f.owner.customerId}` } }),
      shows: listsTheOrder,
    }),
  ),
  {
    call: "POST /order/filter/orders/v2",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { search: `customerId:${f.owner.customerId}` } }),
    shows: listsTheOrder,
  },
  {
    call: "POST /order/filter/orders/v2",
    variant: "by the owner's phone",
    on: "account",
    expected: OWNER_ONLY,
    request: () => ({ body: { search: `phone:${m.ownerDiner.mobilePhone}` } }),
    shows: listsTheOrder,
  },
  {
    call: "GET /api/v2/customers/orders",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ query: { customerId: f.owner.customerId } }),
    shows: listsTheOrder,
  },
  {
    call: "POST /order/customer/totals",
    variant: "with the owner's wallet",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { locationId: m.locationId, orderType: "pickup", items: [m.offerLine], customerId: f.owner.customerId } }),
  },
  {
    call: "POST /order/customer/createOrder",
    variant: "for the owner's account",
    on: "account",
    expected: OWNER_ONLY_CREATES,
    request: (f) => ({
      body: orderRequest(m.locationId, [m.offerLine], { customerId: f.owner.customerId, phone: m.ownerDiner.mobilePhone }),
    }),
  },
  {
    call: "GET /coupon/v2/validateCoupon",
    variant: "for the owner's account",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({
      query: {
        couponCode: "WELCOME10",
        locationId: String(m.locationId),
        orderType: "pickup",
        orderAmount: "2000",
        customerId: f.owner.customerId,
      },
    }),
  },
  {
    call: "POST /coupon/item/offer/avail/v2",
    variant: "for the owner's account",
    on: "account",
    expected: OWNER_ONLY,
    request: (f) => ({
      body: { locationId: m.locationId, customerId: f.owner.customerId, orderType: "pickup", itemId: m.offerLine.itemId, quantity: 2 },
    }),
  },

  // The owner's order: changing, discounting and paying it.
  {
    call: "PUT /order/update/customer",
    variant: "instructions",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, orderInstruction: "Extra napkins" } }),
  },
  {
    call: "PUT /order/update/customer",
    variant: "cancelling",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, cancel: true } }),
  },
  {
    call: "PUT /order/v2/customer/add-tip",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, tip: 300, tipType: "FLATFEE" } }),
  },
  {
    call: "POST /coupon/v2/redeemCoupon",
    on: "order",
    expected: OWNER_ONLY,
    request: (f, caller) => ({ body: { couponCode: "PICKUP15", orderId: f.order.orderId, customerId: caller.customerId } }),
  },
  {
    call: "PATCH /coupon/v2/item/offer/apply",
    on: "order",
    expected: OWNER_ONLY,
    request: (f, caller) => ({
      body: {
        customerId: caller.customerId ?? f.owner.customerId,
        offerIds: [m.offerId],
        orderId: f.order.orderId,
        orderAmount: f.order.totals.subtotal,
      },
    }),
  },
  {
    call: "PATCH /coupon/v2/item/offer/remove",
    on: "order",
    expected: OWNER_ONLY,
    request: (f, caller) => ({
      body: { customerId: caller.customerId ?? f.owner.customerId, offerIds: [m.offerId], orderId: f.order.orderId },
    }),
  },
  {
    call: "POST /payment/start-transaction",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, idempotencyKey: randomUUID() } }),
  },
  {
    call: "POST /payment/v2/authorize",
    on: "order",
    expected: OWNER_ONLY,
    prepare: startedPayment,
    request: async (f) => ({
      body: { transactionId: f.transactionId, cardToken: await tokenize(m.t, VISA), idempotencyKey: randomUUID() },
    }),
  },
  {
    call: "POST /payment/authorize-payment",
    on: "order",
    expected: OWNER_ONLY,
    signedInOwnerOnly: true,
    prepare: async (f) => ({ ...(await startedPayment(f)), ...(await savedCard(f)) }),
    request: (f) => ({ body: { transactionId: f.transactionId, cardId: f.cardId, idempotencyKey: randomUUID() } }),
  },
  {
    call: "POST /payment/collect-payment",
    on: "order",
    expected: OWNER_ONLY,
    prepare: authorizedPayment,
    request: (f) => ({ body: { transactionId: f.transactionId, idempotencyKey: randomUUID() } }),
  },
  {
    call: "POST /payment/initiatePayment",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, paymentType: "PAYMENT_LINKS", idempotencyKey: randomUUID() } }),
  },
  {
    call: "POST /payment/customer-initiate-offline-payment",
    on: "order",
    expected: OWNER_ONLY,
    request: (f) => ({ body: { orderId: f.order.orderId, idempotencyKey: randomUUID() } }),
  },

  // Reading the owner's order by its link.
  {
    call: "GET /order/v2/getOrder",
    on: "order",
    expected: ANYONE_WITH_THE_LINK,
    request: (f) => ({ query: { orderId: f.order.orderId } }),
    shows: sharedViewUnlessOwner,
  },
  {
    call: "POST /order/customer",
    on: "order",
    expected: ANYONE_WITH_THE_LINK,
    request: (f) => ({ body: { orderId: f.order.orderId } }),
    shows: sharedViewUnlessOwner,
  },
  {
    call: "POST /kot/v2/getKOTItemsBySortOrder",
    on: "order",
    expected: ANYONE_WITH_THE_LINK,
    request: (f) => ({ body: { orderId: f.order.orderId } }),
    shows: noPersonalDetails,
  },
  {
    call: "GET /order/{orderId}/events",
    on: "order",
    expected: ANYONE_WITH_THE_LINK,
    stream: true,
    request: (f) => ({ params: { orderId: f.order.orderId } }),
    shows: noPersonalDetails,
  },

  // The restaurant's side.
  {
    call: "GET /staff/orders",
    on: "staff",
    expected: KITCHEN_READS_THEIR_OWN,
    request: () => ({}),
    shows: (answer, caller, f) => {
      const listed = ordersPageSchema.parse(answer.body).content.map((o) => o.orderId);
      if (isStaffHere(caller)) expect(listed).toContain(f.order.orderId);
      else expect(listed, `${caller} sees another restaurant's order`).not.toContain(f.order.orderId);
    },
  },
  {
    call: "PUT /staff/orders/{orderId}/status",
    variant: "accepting it: the manager's move",
    on: "staff",
    expected: MANAGER_HERE,
    prepare: toBePaidAtTheCounter,
    request: (f) => ({ params: { orderId: f.order.orderId }, body: { status: 11 } }),
  },
  {
    call: "PUT /staff/orders/{orderId}/status",
    variant: "into preparation: the kitchen's move too",
    on: "staff",
    expected: KITCHEN_HERE,
    prepare: async (f) => {
      await toBePaidAtTheCounter(f);
      const accepted = await jsonCall(
        m.t,
        "PUT",
        `/staff/orders/${f.order.orderId}/status`,
        { status: 11 },
        { token: m.cast.managerHere.token },
      );
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      return {};
    },
    request: (f) => ({ params: { orderId: f.order.orderId }, body: { status: 12 } }),
  },
  {
    call: "PUT /staff/orders/{orderId}/payment",
    on: "staff",
    expected: MANAGER_HERE,
    prepare: toBePaidAtTheCounter,
    request: (f) => ({ params: { orderId: f.order.orderId } }),
  },
  // The orders board (issue 26): one order's history, accepting with a prep time, cancelling with a reason, the pause.
  ...staffOrdersRows(() => m, { kitchenHere: KITCHEN_HERE, managerHere: MANAGER_HERE, managersOwn: MANAGERS_READ_THEIR_OWN }),
  ...lateOrdersRows(() => m, { managerHere: MANAGER_HERE, managersOwn: MANAGERS_READ_THEIR_OWN }),
  // Turning delivery, check-in or reservations off for a while: managers, each their own restaurant's.
  ...servicesOffRows({ managersOwn: MANAGERS_READ_THEIR_OWN }),
  // A diner's check-ins and reservations, and the table the diner's party sits at.
  ...bookingRows(() => m, { ownerOnly: OWNER_ONLY, anyoneWithTheLink: ANYONE_WITH_THE_LINK }),
  // The host stand: its manager and host run the floor; the kitchen and staff elsewhere cannot touch its parties or tables.
  ...staffFloorRows(() => m, {
    staffHereOnly: FLOOR_HERE,
    anyStaff: FLOOR_READS_THEIR_OWN,
    staffHereCreates: statuses(401, 401, 401, 401, 201, 201, 403, 404),
    staffHereNotFound: statuses(401, 401, 401, 401, 200, 200, 403, 404),
  }),
  // Calls for the waiter: the restaurant's manager and host see and answer them; not the kitchen.
  ...waiterCallRows(() => m, { staffHereOnly: FLOOR_HERE, anyStaff: FLOOR_READS_THEIR_OWN }),
  // The kitchen: a tab's tickets for its diners and staff; the restaurant's manager and kitchen work the rail.
  ...kitchenRows(() => m, { staffHereOnly: KITCHEN_HERE, anyStaff: KITCHEN_READS_THEIR_OWN, managersOwn: MANAGERS_READ_THEIR_OWN }),
  // Menu availability: the restaurant's manager and kitchen read its menu and mark dishes and options sold out.
  ...menuAvailabilityRows(() => m),
  // A part of a split table bill: its diners pay it; paid at the restaurant, its restaurant's manager records it.
  ...splitPaymentRows(() => m, { staffHereOnly: MANAGER_HERE, ownerOnly: OWNER_ONLY }),
  // Splitting a table's bill: only its diners (a staff token is no diner's sign-in).
  // Splitting a table's bill at the table; tipping a part (its diners' own, by ownership).
  ...billsRows(() => m, { dinersOnly: OWNER_ONLY, dinersAwayRefused: statuses(403, 403, 403, 401, 401, 401, 401, 401) }),
  // Presence at a table (decision 028): without its QR token every table call is refused, for everyone; the QR sheet
  // and new tokens are its restaurant's floor staff's (a table of another restaurant is none of theirs: 404), voiding a
  // round its manager's.
  ...tablePresenceRows(() => m, {
    everyoneRefused: statuses(403, 403, 403, 403, 403, 403, 403, 403),
    anyoneAtTheTable: statuses(200, 200, 200, 200, 200, 200, 200, 200),
    anyStaff: FLOOR_READS_THEIR_OWN,
    staffHereOnly: MANAGER_HERE,
    staffHereNotFound: statuses(401, 401, 401, 401, 200, 200, 403, 404),
  }),
  // A diner's saved addresses: only their own (another diner's address is 403).
  ...addressRows(() => m, { ownerOnly: OWNER_ONLY, ownerOnlyCreates: OWNER_ONLY_CREATES }),
  // A diner's favourite restaurants and dishes: only their own (another diner's are 403).
  ...favouritesRows(() => m, { ownerOnly: OWNER_ONLY }),
  // Feedback on a finished order: only its diner; managers read their own restaurant's feedback.
  // A manager replies to their own restaurant's feedback; another restaurant's is not found.
  ...feedbackRows(() => m, {
    ownerOnly: OWNER_ONLY,
    ownerOnlyCreates: OWNER_ONLY_CREATES,
    anyStaff: MANAGERS_READ_THEIR_OWN,
    managerHere: statuses(401, 401, 401, 401, 200, 403, 403, 404),
  }),
  // Curbside pickup: the owner says "I'm here"; the restaurant's manager and host see who waits outside.
  ...curbsideRows(() => m, { ownerOnly: OWNER_ONLY, anyStaff: FLOOR_READS_THEIR_OWN }),
  // Following a delivery: its diner and its restaurant's staff; another diner or restaurant is refused. Managers choose
  // the courier partners.
  ...deliveryRows(() => m, {
    ownerAndStaffHere: statuses(200, 403, 403, 401, 200, 200, 200, 403),
    anyStaff: MANAGERS_READ_THEIR_OWN,
    managerHere: MANAGER_HERE,
  }),
  // Short links: managers make, list, expire and print their own restaurant's; another restaurant's are not found.
  ...shortLinkRows(() => m, {
    anyStaff: MANAGERS_READ_THEIR_OWN,
    staffHereOnly: statuses(401, 401, 401, 401, 200, 403, 403, 404),
    staffHereCreates: statuses(401, 401, 401, 401, 201, 403, 403, 400),
  }),
  // Campaigns and events: managers make and list their own restaurant's; a dish of another restaurant is refused (400).
  ...campaignsRows(() => m, {
    anyStaff: MANAGERS_READ_THEIR_OWN,
    staffHereCreates: statuses(401, 401, 401, 401, 200, 403, 403, 400),
  }),
  // The restaurant's live feed: every staff role follows its own restaurant's (the sign-in names it).
  ...liveFeedRows(() => m, { anyStaff: ANY_STAFF_READS_THEIR_OWN }),
  // Support requests: a diner asks about their own order and reads their own; managers answer their restaurant's only.
  ...supportRows(() => m, {
    ownerOnly: OWNER_ONLY,
    ownerOnlyCreates: OWNER_ONLY_CREATES,
    anyStaff: MANAGERS_READ_THEIR_OWN,
    staffHereAnswers: statuses(401, 401, 401, 401, 200, 403, 403, 404),
  }),
  // A manager's team: its manager only; another restaurant's account is not found (404) for a manager elsewhere.
  ...staffTeamRows(() => m, { managersOwn: MANAGERS_READ_THEIR_OWN, managerHere: statuses(401, 401, 401, 401, 200, 403, 403, 404) }),
  // An owner's restaurants and the day at a glance: managers and owners read those they run (issue 26).
  ...ownerRows(() => m, { managersOwn: MANAGERS_READ_THEIR_OWN }),
];

const nameOf = (row: MatrixRow) => (row.variant ? `${row.call} (${row.variant})` : row.call);
const named = (rows: MatrixRow[]) => rows.map((row) => [nameOf(row), row] as const);

type Subject = keyof typeof SUBJECTS;
const SIGNED_IN: Subject = "a signed-in diner's order";

let calls: ReturnType<typeof documentedCalls>;
/** An order of the signed-in owner, for the account rows (their order lists show it). */
let ownersOrder: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  m = await setUpMatrix(t);
  calls = documentedCalls(t.app.swagger() as unknown as OpenApiDocument);
  ownersOrder = await SUBJECTS[SIGNED_IN](m);
});
afterAll(() => t.close());

/** The row's fixture: a fresh order of the subject's, brought to where the row's call applies. */
async function prepared(row: MatrixRow, subject: Subject): Promise<Fixture> {
  const fixture = await SUBJECTS[subject](m);
  return { ...fixture, ...(await row.prepare?.(fixture)) };
}

/** Every caller tries the row on a fixture: each gets the row's status, nobody but the rightful callers changes data. */
async function check(row: MatrixRow, subject: Subject, fixture?: Fixture) {
  const f = fixture ? { ...fixture, ...(await row.prepare?.(fixture)) } : await prepared(row, subject);
  const encoded = calls.get(row.call)?.encoded ?? false;
  const outcome = await callEveryone(m, row, encoded, f, () => prepared(row, subject));
  expect(outcome.statuses).toEqual(row.expected);
  expect(outcome.changedBy, "callers whose call changed data").toEqual([]);
  for (const caller of CALLERS) {
    const answer = outcome.answers[caller];
    if (answer.status < 300) row.shows?.(answer, caller, outcome.fixtures[caller]);
  }
}

describe("the authorization matrix", () => {
  it("has a row, or a stated reason to have none, for every call of the OpenAPI document", () => {
    const documented = [...calls.keys()];
    const inRows = new Set(ROWS.map((row) => row.call));
    const listed = [...inRows, ...Object.keys(PUBLIC), ...Object.keys(NOT_APPLICABLE)];
    expect(
      documented.filter((call) => !listed.includes(call)),
      "calls without a row",
    ).toEqual([]);
    expect(
      listed.filter((call) => !documented.includes(call)),
      "rows of calls the document does not have",
    ).toEqual([]);
    expect(
      Object.keys(PUBLIC).filter((call) => inRows.has(call)),
      "calls both public and in a row",
    ).toEqual([]);
  });

  describe("on the owner's account", () => {
    it.each(named(ROWS.filter((row) => row.on === "account")))("%s", (_, row) => check(row, SIGNED_IN, ownersOrder));
  });

  describe.each(Object.keys(SUBJECTS) as Subject[])("on %s", (subject) => {
    const signedIn = subject === SIGNED_IN;
    const orderRows = ROWS.filter((row) => row.on === "order" && (signedIn || !row.signedInOwnerOnly));
    it.each(named(orderRows))("%s", (_, row) => check(row, subject));
  });

  describe("on the restaurant's side", () => {
    it.each(named(ROWS.filter((row) => row.on === "staff")))("%s", (_, row) => check(row, SIGNED_IN));
  });
});
