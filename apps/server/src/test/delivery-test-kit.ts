/**
 * For the delivery tests (issue 14): a delivery order to a point inside a restaurant's area, paid by card and accepted
 * by its staff (which asks for a courier), the clock moved and the app's courier watch run by hand, and the rows read.
 */
import type { DeliveryPartner } from "@forkful/contracts/delivery";
import { placedOrderSchema } from "@forkful/contracts/order-access";
import { asc, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { deliveries } from "../db/schema/delivery";
import { merchantLocations } from "../db/schema/merchants";
import { orders } from "../db/schema/orders";
import { DELIVERY_SIGNATURE_HEADER, signWebhook, webhookSecret } from "../integrations/delivery/delivery-webhooks";
import { createInProcessEvents } from "../integrations/events/domain-events";
import { runWatchOf } from "../modules/delivery/public";
import { DELIVERY_WEBHOOK_PATH } from "../plugins/app-version";
import { staffMember } from "./kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "./order-test-kit";
import { payByCard, type TestOrder } from "./payment-test-kit";
import { jsonCall, mutableClock } from "./sign-in-helpers";
import { createTestApp, runDueJobs, type TestApp } from "./test-app";

export const VISA = "4242424242424242";

/** The server secret of delivery test apps: tests sign webhooks as a partner would. */
export const DELIVERY_TEST_SECRET = "delivery-test-secret-0123456789abcdef";

/**
 * An app whose clock tests move (couriers ride by the clock), that clock, and its order event bus (to watch what
 * trackers get). Given another delivery app's database and clock, a second server on them (a restart, or a second
 * instance).
 */
export async function createDeliveryTestApp(on?: { database: TestApp["database"]; clock: ReturnType<typeof mutableClock> }) {
  const clock = on?.clock ?? mutableClock();
  const events = createInProcessEvents();
  const t = await createTestApp({ clock: clock.now, secret: DELIVERY_TEST_SECRET, events, database: on?.database });
  return { t, clock, events };
}

/** POST a partner's webhook as it would arrive: the raw body, signed with the partner's secret unless a signature is given. */
export async function sendWebhook(t: TestApp, partner: string, body: string, signature?: string | null) {
  const signed = signature === undefined ? signWebhook(webhookSecret(DELIVERY_TEST_SECRET, partner as DeliveryPartner), body) : signature;
  const response = await t.app.inject({
    method: "POST",
    url: `${DELIVERY_WEBHOOK_PATH}/${partner}`,
    headers: { "content-type": "application/json", ...(signed === null ? {} : { [DELIVERY_SIGNATURE_HEADER]: signed }) },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() as { message?: string; received?: true } };
}

/** A DoorDash webhook body (DoorDash Drive's shape) for one of its deliveries. */
export const doordashWebhookBody = (externalId: string, state: string) =>
  JSON.stringify({ event_name: "DASHER_CONFIRMED", external_delivery_id: externalId, delivery_status: state });

/** An open restaurant that delivers within a radius (no drawn area), in `currency`; its partners set to `partners` when given. */
export async function deliveringRestaurant(t: TestApp, currency: "USD" | "INR" = "USD", partners?: DeliveryPartner[]) {
  const open = (await openRestaurants(t, "delivery")).filter((r) => r.currency === currency).map((r) => r.id);
  const rows = await t.database.db.select().from(merchantLocations).where(inArray(merchantLocations.id, open));
  const location = rows.find((row) => row.delivery && row.deliveryArea === null);
  if (!location) throw new Error(`no open ${currency} restaurant delivers within a radius`);
  if (partners)
    await t.database.db.update(merchantLocations).set({ locationDeliveryProviders: partners }).where(eq(merchantLocations.id, location.id));
  return { ...location, locationDeliveryProviders: partners ?? location.locationDeliveryProviders };
}

/** A point about `km` north of the restaurant (inside its area for a small km). */
export const pointNorthOf = (place: { lat: number; lng: number }, km = 1) => ({ lat: place.lat + km / 111.2, lng: place.lng });

/** Places a delivery order of two untracked dishes to `addressLine1` near the restaurant (ASAP, or for `scheduledAt`: one of its slots), and pays it by card. */
export async function placeDeliveryOrder(
  t: TestApp,
  location: { id: number; lat: number; lng: number; currency: "USD" | "INR" },
  options: { addressLine1?: string; token?: string; km?: number; scheduledAt?: string } = {},
): Promise<TestOrder> {
  const item = untrackedItem(await menuOf(t, location.id, "delivery"));
  const phone = location.currency === "INR" ? "+919876543210" : "+14155550142";
  const address = { addressLine1: options.addressLine1 ?? "12 Test Lane", ...pointNorthOf(location, options.km ?? 1) };
  const when = options.scheduledAt ? { orderTimeASAP: false, scheduledAt: options.scheduledAt } : {};
  const request = orderRequest(location.id, [lineFor(item, 3)], { orderType: "delivery", address, phone, ...when });
  const answer = await placeOrder(t, request, options.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  const { guestSession, ...order } = placedOrderSchema.parse(answer.body);
  const token = options.token ?? guestSession!.accessToken;
  const paid = await payByCard(t, order.orderId, VISA, token);
  expect(paid.collected?.state ?? paid.authorized.state).not.toBe("declined");
  return { ...order, token };
}

/** The restaurant's delivery slots (the times a delivery may be scheduled for), soonest first. */
export async function deliverySlotsOf(t: TestApp, locationId: number): Promise<string[]> {
  const answer = await t.call("/order/slots/v2", { locationId, orderType: "delivery" });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { slots: { startsAt: string }[] }).slots.map((slot) => slot.startsAt);
}

/** A signed-in manager of the restaurant. */
export const managerOf = (t: TestApp, locationId: number) => staffMember(t, locationId, "manager");

/** A cancel by the restaurant says why (issue 26): this one says "Kitchen closed". */
export const moveAsStaff = (t: TestApp, token: string, orderId: string, status: number) =>
  jsonCall(t, "PUT", `/staff/orders/${orderId}/status`, status === 9 ? { status, reason: "Kitchen closed" } : { status }, { token });

/** The restaurant accepts the order (11), and the job the delivery module sent asks for a courier. */
export async function acceptOrder(t: TestApp, order: { orderId: string; locationId: number }) {
  const staff = await managerOf(t, order.locationId);
  const answer = await moveAsStaff(t, staff.token, order.orderId, 11);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  await runDueJobs(t);
  return staff;
}

/** Every courier asked for the order, first attempt first. */
export const deliveriesOf = (t: TestApp, orderId: string) =>
  t.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).orderBy(asc(deliveries.attempt));

export async function statusOf(t: TestApp, orderId: string): Promise<number> {
  const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return row!.status;
}

/** Moves the clock `seconds` on, a step at a time, running the app's courier watch (the sandbox's webhooks, then the couriers' points) after each. */
export async function rideFor(t: TestApp, clock: ReturnType<typeof mutableClock>, seconds: number, everySeconds = 5) {
  for (let passed = 0; passed < seconds; passed += everySeconds) {
    clock.advance(everySeconds * 1000);
    await runWatchOf(t.database.db);
  }
}
