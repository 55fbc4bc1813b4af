/**
 * The authorization matrix's cast and runner: who calls (the owner, another diner, a guest session, nobody, the manager,
 * the host and the kitchen of the order's restaurant, a manager of another), how a row's call is sent as each of them,
 * and what changed in the database.
 */
import type { AddressInfo } from "node:net";
import { isDeepStrictEqual } from "node:util";
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { decodePayload, encodeRequest } from "@forkful/contracts/envelope";
import { PERSONAL_ORDER_FIELDS, placedOrderSchema } from "@forkful/contracts/order-access";
import type { Order } from "@forkful/contracts/orders";
import { and, eq } from "drizzle-orm";
import { DEMO_STAFF_PASSWORD, demoHostUserName, demoKitchenUserName, demoStaffUserName } from "../../seed/seed-staff";
import { itemOffers } from "../db/schema/coupons";
import { ENCODED_CALL_NOTE } from "../plugins/envelope";
import { snapshotData } from "./data-snapshot";
import type { OpenApiDocument } from "./openapi-contract-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder } from "./order-test-kit";
import { ownerOf } from "./owner-accounts";
import { jsonCall, newMobile, signUpByOtp } from "./sign-in-helpers";
import type { TestApp } from "./test-app";

export const CALLERS = [
  "owner",
  "otherDiner",
  "guest",
  "anonymous",
  "managerHere",
  "hostHere",
  "kitchenHere",
  "staffElsewhere",
  "restaurantOwnerHere",
  "restaurantOwnerElsewhere",
] as const;
export type CallerName = (typeof CALLERS)[number];
export type Statuses = Record<CallerName, number>;
/** The staff of the order's restaurant, one of each role (an owner of it, signed in there, among them). */
export const STAFF_HERE: readonly CallerName[] = ["managerHere", "hostHere", "kitchenHere", "restaurantOwnerHere"];
export const isStaffHere = (caller: CallerName) => STAFF_HERE.includes(caller);
/** Who may make a manager's calls at the order's restaurant: its manager, and an owner of it signed in there. */
export const isManagerHere = (caller: CallerName) => caller === "managerHere" || caller === "restaurantOwnerHere";

/**
 * The status each caller must get, in the order of CALLERS. An owner signed in at the order's restaurant gets what its
 * manager gets (issue 26), and an owner of other restaurants (signed in at one of theirs) what a manager elsewhere gets.
 */
export const statuses = (...codes: [number, number, number, number, number, number, number, number]): Statuses =>
  Object.fromEntries(
    CALLERS.map((caller, i) => [caller, codes[i] ?? (caller === "restaurantOwnerHere" ? codes[4] : codes[7])]),
  ) as Statuses;

/** A bearer token (none: anonymous) and, for a diner or a guest session, its customer id. */
export interface Identity {
  token?: string;
  customerId?: string;
}

/** What a row acts on: the owner and their order, and what `prepare` added (a started payment, a saved card). */
export interface Fixture {
  owner: Required<Identity>;
  order: Order;
  transactionId?: string;
  cardId?: string;
  /** A check-in or reservation at the restaurant, and a table of its floor (staff floor rows). */
  reservationId?: string;
  tableId?: string;
  /** That table's QR token (decision 028). */
  tableToken?: string;
  /** A call for the waiter at the restaurant (waiter call rows). */
  callId?: string;
  /** One of the owner's saved addresses (address rows). */
  addressId?: string;
  /** The courier riding the order, as its partner names them (delivery rows). */
  deliveryStaffId?: string;
  /** A short link of the matrix's restaurant, and a table only it has (short link rows). */
  shortLinkId?: string;
  shortLinkTableId?: string;
  /** A support request the owner sent about the order (support rows). */
  supportRequestId?: string;
  /** The owner's feedback on the order (feedback rows). */
  feedbackId?: string;
  /** A staff account of the matrix's restaurant, and its user name (team rows). */
  teamMemberId?: string;
  teamMemberUserName?: string;
}

export interface CallRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface MatrixRow {
  /** The call as the OpenAPI document names it, without the API base path: "PUT /staff/orders/{orderId}/status". */
  call: string;
  /** When a call has several rows, what this one tries. */
  variant?: string;
  /** account: the owner's account; order: an order of the owner's; staff: an order the restaurant's staff work on. */
  on: "account" | "order" | "staff";
  expected: Statuses;
  /** Only a signed-in owner can have what the call needs (a saved card): not tried on an order placed signed out. */
  signedInOwnerOnly?: true;
  /** Server-sent events: read up to the first event. */
  stream?: true;
  /** Brings the owner's resource to where the call applies (as the owner). */
  prepare?: (f: Fixture) => Promise<Partial<Fixture>>;
  /** The request for the owner's resource as `caller` sends it (with the caller's own customer id where one is sent). */
  request: (f: Fixture, caller: Identity) => CallRequest | Promise<CallRequest>;
  /** What a 2xx answer may show this caller, beyond its status. */
  shows?: (answer: Answer, caller: CallerName, f: Fixture) => void;
}

/** The restaurant every owner's order is placed at (with a dish that has a buy-one-get-one offer), and everyone else. */
export interface Matrix {
  t: TestApp;
  baseUrl: string;
  locationId: number;
  offerId: number;
  offerLine: ReturnType<typeof lineFor>;
  ownerDiner: Required<Identity> & { mobilePhone: string };
  cast: Record<Exclude<CallerName, "owner">, Identity>;
}

/** Personal details every owner's order carries, so an answer that leaks them can be caught. */
export const OWNERS_DETAILS = {
  fullName: "Priya Owner",
  email: "priya.owner@example.com",
  comment: "Birthday dinner, candles please",
  orderInstruction: "Leave it with Raj at the door",
};

async function staffToken(t: TestApp, userName: string, locationId?: number): Promise<string> {
  const answer = await jsonCall(t, "POST", "/staff/login", { userName, password: DEMO_STAFF_PASSWORD, locationId });
  if (answer.status !== 200) throw new Error(`staff sign-in failed: ${answer.status}`);
  return (answer.body as { accessToken: string }).accessToken;
}

/** An order placed signed out, and the guest session it opened. */
async function guestsOrder(m: Pick<Matrix, "t" | "locationId" | "offerLine">) {
  const answer = await placeOrder(m.t, orderRequest(m.locationId, [m.offerLine], { ...OWNERS_DETAILS, phone: newMobile() }));
  if (answer.status !== 201) throw new Error(`placing a guest's order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const { guestSession, ...order } = placedOrderSchema.parse(answer.body);
  return { order, owner: { token: guestSession!.accessToken, customerId: guestSession!.customerId } };
}

/** One app, listening (for event streams), with two diners, a guest session, the restaurant's staff and a manager elsewhere. */
export async function setUpMatrix(t: TestApp): Promise<Matrix> {
  const restaurants = (await openRestaurants(t, "pickup")).filter((r) => r.currency === "USD");
  const here = restaurants[0]!;
  const elsewhere = restaurants.find((r) => r.id !== here.id)!;
  const [offer] = await t.database.db
    .select()
    .from(itemOffers)
    .where(and(eq(itemOffers.locationId, here.id), eq(itemOffers.offerType, "BOGO")));
  const dish = (await menuOf(t, here.id, "pickup")).menu.find((i) => i.itemId === offer!.itemId)!;
  const base = { t, locationId: here.id, offerId: offer!.id, offerLine: lineFor(dish, 2) };
  const owner = await signUpByOtp(t, { fullName: OWNERS_DETAILS.fullName, email: OWNERS_DETAILS.email });
  const other = await signUpByOtp(t, { fullName: "Curious Neighbour" });
  const guest = (await guestsOrder(base)).owner;
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return {
    ...base,
    baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    ownerDiner: { token: owner.accessToken, customerId: owner.customerId, mobilePhone: owner.mobilePhone! },
    cast: {
      otherDiner: { token: other.accessToken, customerId: other.customerId },
      guest,
      anonymous: {},
      managerHere: { token: await staffToken(t, demoStaffUserName(here.locationSlug)) },
      hostHere: { token: await staffToken(t, demoHostUserName(here.locationSlug)) },
      kitchenHere: { token: await staffToken(t, demoKitchenUserName(here.locationSlug)) },
      staffElsewhere: { token: await staffToken(t, demoStaffUserName(elsewhere.locationSlug)) },
      // An owner of the restaurant and another (signed in here), and an owner of the other only (signed in there).
      restaurantOwnerHere: { token: await staffToken(t, await ownerOf(t, [elsewhere.id, here.id]), here.id) },
      restaurantOwnerElsewhere: { token: await staffToken(t, await ownerOf(t, [elsewhere.id])) },
    },
  };
}

/**
 * Whose order a row acts on: a signed-in diner's, or one placed signed out, whose owner is the guest session it opened
 * (the guest column is then another order's guest session, as on a diner's order). A fresh order for every row.
 */
export const SUBJECTS = {
  "a signed-in diner's order": async (m: Matrix): Promise<Fixture> => {
    const { token, customerId, mobilePhone } = m.ownerDiner;
    const request = orderRequest(m.locationId, [m.offerLine], { ...OWNERS_DETAILS, customerId, phone: mobilePhone });
    const answer = await placeOrder(m.t, request, token);
    if (answer.status !== 201) throw new Error(`placing the owner's order failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { owner: { token, customerId }, order: placedOrderSchema.parse(answer.body) };
  },
  "an order placed signed out": (m: Matrix): Promise<Fixture> => guestsOrder(m),
};

/** The document's calls ("POST /cards"), each with whether its body travels encoded. */
export function documentedCalls(document: OpenApiDocument): Map<string, { encoded: boolean }> {
  const calls = new Map<string, { encoded: boolean }>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const call = `${method.toUpperCase()} ${path.slice(API_BASE_PATH.length)}`;
      calls.set(call, { encoded: operation.description?.includes(ENCODED_CALL_NOTE) ?? false });
    }
  }
  return calls;
}

/** Reads a live tracker up to its first event (or its refusal), then closes it. */
async function firstEvent(url: string, headers: Record<string, string>): Promise<Answer> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  if (response.status !== 200) return { status: response.status, body: await response.json() };
  const reader = response.body!.getReader();
  let text = "";
  while (!text.includes("\n\n")) text += new TextDecoder().decode((await reader.read()).value);
  abort.abort();
  return { status: 200, body: JSON.parse(text.match(/^data: (.*)$/m)?.[1] ?? "null") };
}

/** Sends a row's call as `caller`: encoded or JSON as the document says, the answer decoded. */
export async function send(m: Matrix, row: MatrixRow, encoded: boolean, request: CallRequest, caller: Identity): Promise<Answer> {
  const [method, template] = row.call.split(" ") as [string, string];
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(request.params?.[name] ?? ""));
  const url = `${API_BASE_PATH}${path}${request.query ? `?${new URLSearchParams(request.query)}` : ""}`;
  const headers: Record<string, string> = { [APP_VERSION_HEADER]: APP_VERSION };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  if (row.stream) return firstEvent(`${m.baseUrl}${url}`, headers);
  const payload = request.body === undefined ? {} : { payload: (encoded ? encodeRequest(request.body) : request.body) as object };
  const response = await m.t.app.inject({ method: method as "GET", url, headers, ...payload });
  // An image (a short link's QR code) is read as its text.
  const isJson = String(response.headers["content-type"] ?? "").includes("json");
  const json = (isJson ? response.json() : response.body) as { encryptedText?: unknown };
  return { status: response.statusCode, body: typeof json?.encryptedText === "string" ? decodePayload(json.encryptedText) : json };
}

export interface Outcome {
  statuses: Statuses;
  answers: Record<CallerName, Answer>;
  /** Callers other than the row's rightful ones whose call changed the database. */
  changedBy: CallerName[];
  /** The fixture each caller's call acted on. */
  fixtures: Record<CallerName, Fixture>;
}

/** Whom a row's call is for: the owner; on a staff call, each role of the order's restaurant the row lets in. */
function rightfulCallers(row: MatrixRow): CallerName[] {
  return row.on === "staff" ? STAFF_HERE.filter((caller) => row.expected[caller] < 300) : ["owner"];
}

/**
 * Every caller tries the row's call on the fixture; the ones the call is for (the owner, or the roles of the restaurant
 * a staff call lets in) go last, so what the others did (or failed to do) is seen before anything legitimately changes.
 * Each rightful caller after the first acts on a fixture of its own (`fresh`), as the first may have moved it on.
 */
export async function callEveryone(
  m: Matrix,
  row: MatrixRow,
  encoded: boolean,
  f: Fixture,
  fresh: () => Promise<Fixture>,
): Promise<Outcome> {
  const rightful = rightfulCallers(row);
  const others = CALLERS.filter((c) => !rightful.includes(c));
  const identities: Record<CallerName, Identity> = { ...m.cast, owner: f.owner };
  const requests = new Map<CallerName, CallRequest>();
  for (const caller of others) requests.set(caller, await row.request(f, identities[caller]));
  const answers = {} as Record<CallerName, Answer>;
  const fixtures = {} as Record<CallerName, Fixture>;
  const changedBy: CallerName[] = [];
  let last = await snapshotData(m.t.database);
  for (const caller of others) {
    answers[caller] = await send(m, row, encoded, requests.get(caller)!, identities[caller]);
    fixtures[caller] = f;
    const now = await snapshotData(m.t.database);
    if (!isDeepStrictEqual(now, last)) changedBy.push(caller);
    last = now;
  }
  for (const [i, caller] of rightful.entries()) {
    fixtures[caller] = i === 0 ? f : await fresh();
    answers[caller] = await send(m, row, encoded, await row.request(fixtures[caller], identities[caller]), identities[caller]);
  }
  const statuses = Object.fromEntries(CALLERS.map((c) => [c, answers[c].status])) as Statuses;
  return { statuses, answers, changedBy, fixtures };
}

/** The order's personal details (PERSONAL_ORDER_FIELDS that are set) an answer shows anywhere in it. */
export function personalDetailsShown(answer: unknown, order: Order): string[] {
  const text = JSON.stringify(answer);
  const values = PERSONAL_ORDER_FIELDS.map((field) => order[field]).filter(
    (value): value is string => typeof value === "string" && value !== "",
  );
  return values.filter((value) => text.includes(JSON.stringify(value)));
}
