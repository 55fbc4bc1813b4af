/**
 * What the staff console's rows of `npm run bench` (bench/staff-live.ts, bench/staff-board.ts) do through the API:
 * open a demo restaurant all day, sign its staff in, place a diner's pickup order there, pay it at the restaurant and
 * move it along the board.
 */
import { randomUUID } from "node:crypto";
import { encodeRequest } from "@forkful/contracts/envelope";
import { inArray } from "drizzle-orm";
import { ALL_DAYS, hours } from "../apps/server/seed/hours";
import { DEMO_STAFF_PASSWORD } from "../apps/server/seed/seed-staff";
import { type DatabaseOptions, openDatabase } from "../apps/server/src/db/client";
import { merchantLocations } from "../apps/server/src/db/schema/merchants";
import { orderTime, plainItem } from "./orders";
import { API, type BenchContext, decodeAnswer, JSON_HEADERS, VERSION } from "./scenarios";
import { locationOf } from "./tables";

/** Every order the staff rows place carries this name. */
const STAFF_BENCH_DINER = "Bench Staff Diner";

/** Opens the given demo restaurants all day, so they take ASAP pickup orders whenever the bench runs. */
export const openAllDay =
  (...slugs: string[]) =>
  async (database: DatabaseOptions): Promise<void> => {
    const handle = await openDatabase({ ...database, poolSize: 1 });
    try {
      await handle.db
        .update(merchantLocations)
        .set({ workingHours: hours(ALL_DAYS, ["00:00", "23:59"]) })
        .where(inArray(merchantLocations.locationSlug, slugs));
    } finally {
      await handle.close();
    }
  };

export type StaffRoleName = "manager" | "kitchen" | "host";

/** A staff sign-in at the restaurant (`<role>.<slug>`, the demo password): its access token. */
export async function staffSignIn(context: BenchContext, role: StaffRoleName, slug: string): Promise<string> {
  const body = JSON.stringify({ userName: `${role}.${slug}`, password: DEMO_STAFF_PASSWORD });
  const { status, body: answer } = await context.call({ method: "POST", path: `${API}/staff/login`, headers: JSON_HEADERS, body });
  if (status !== 200) throw new Error(`signing in ${role}.${slug} answered ${status}: ${answer.toString().slice(0, 300)}`);
  return (JSON.parse(answer.toString()) as { accessToken: string }).accessToken;
}

export const staffHeaders = (token: string) => ({ ...VERSION, authorization: `Bearer ${token}` });

/** A guest's ASAP pickup order at one restaurant, ready to send again and again (a fresh key each time). */
export interface PickupOrdering {
  locationId: number;
  branchName: string;
  /** The encoded createOrder body of a new order. */
  freshBody(): string;
}

export async function pickupOrdering(context: BenchContext, slug: string): Promise<PickupOrdering> {
  const restaurant = await locationOf(context, slug);
  const [item, time] = [await plainItem(context, restaurant.id), await orderTime(context, restaurant.id)];
  if (!item || !time?.orderTimeASAP) throw new Error(`${slug} takes no ASAP pickup order of a plain dish: is it open all day?`);
  const order = () => ({
    idempotencyKey: randomUUID(),
    locationId: restaurant.id,
    orderType: "pickup",
    items: [{ itemId: item.itemId, quantity: 1, options: [] }],
    fullName: STAFF_BENCH_DINER,
    phone: "+14155550142",
    ...time,
  });
  return { locationId: restaurant.id, branchName: restaurant.branchName, freshBody: () => JSON.stringify(encodeRequest(order())) };
}

interface Placed {
  orderId: string;
  guestSession?: { accessToken: string } | null;
}

/** Places one order: its id and the guest session that alone may pay it. */
export async function placeOrder(context: BenchContext, ordering: PickupOrdering): Promise<Placed> {
  const path = `${API}/order/customer/createOrder`;
  const { status, body } = await context.call({ method: "POST", path, headers: JSON_HEADERS, body: ordering.freshBody() });
  if (status !== 201) throw new Error(`createOrder answered ${status}: ${body.toString().slice(0, 300)}`);
  return decodeAnswer<Placed>(body);
}

/** The guest chooses to pay at the restaurant: the order waits for the restaurant to accept it. */
export async function payAtRestaurant(context: BenchContext, placed: Placed): Promise<void> {
  const token = placed.guestSession?.accessToken;
  const { status, body } = await context.call({
    method: "POST",
    path: `${API}/payment/customer-initiate-offline-payment`,
    headers: { ...JSON_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(encodeRequest({ orderId: placed.orderId, idempotencyKey: randomUUID() })),
  });
  if (status >= 300) throw new Error(`paying at the restaurant answered ${status}: ${body.toString().slice(0, 300)}`);
}

/** Staff move an order to `status` (11 accepted, 12 preparing, 13 ready). */
export async function moveOrder(context: BenchContext, token: string, orderId: string, status: number): Promise<void> {
  const { status: answered, body } = await context.call({
    method: "PUT",
    path: `${API}/staff/orders/${orderId}/status`,
    headers: { ...staffHeaders(token), "content-type": "application/json" },
    body: JSON.stringify({ status }),
  });
  if (answered !== 200) throw new Error(`moving ${orderId} to ${status} answered ${answered}: ${body.toString().slice(0, 300)}`);
}

/** How many orders the restaurant's board shows now (GET /staff/orders with the board's statuses). */
export async function boardOrderCount(context: BenchContext, token: string, statuses: readonly number[]): Promise<number> {
  const path = `${API}/staff/orders?status=${statuses.join(",")}`;
  const { status, body } = await context.call({ method: "GET", path, headers: staffHeaders(token) });
  if (status !== 200) throw new Error(`GET /staff/orders answered ${status}: ${body.toString().slice(0, 300)}`);
  return (JSON.parse(body.toString()) as { content: unknown[] }).content.length;
}
