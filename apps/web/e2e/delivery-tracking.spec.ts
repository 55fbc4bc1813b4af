import { CURBSIDE_TEXTS } from "@forkful/contracts/curbside";
import { COURIER_ARRIVED_TEXT, DELIVERY_PARTNER_NAMES, DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import { DELIVERY_ARRIVAL_TEXTS } from "@forkful/contracts/delivery-arrival";
import { OrderStatus } from "@forkful/contracts/order-status";
import { expect, type Page, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import {
  curbsideWaiting,
  findDeliveryTarget,
  findLiveDeliveryTarget,
  findRedispatchTarget,
  payAtRestaurantThroughApi,
  placePaidDelivery,
} from "./support/delivery";
import { findPickupTarget, moveOrder, orderById, placeOrderThroughApi, staffToken } from "./support/orders";

// The e2e server runs the sandbox couriers 20 times faster and watches them every 500 ms (playwright.config.ts).
const COURIER_WAIT = { timeout: 30_000 };

const trackerPath = (r: { merchantType: string; locationSlug: string }, orderId: string) =>
  `/${r.merchantType}/${r.locationSlug}/tracker/${orderId}`;

/** "7:42 PM" in the restaurant's zone, as the tracker writes a time. */
const clockIn = (timeZone: string, iso: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(iso));

/** The courier's point as the map last drew it ("lat,lng"), or "" before there is one. */
const courierOnMap = (page: Page) => page.getByTestId("delivery-map").getAttribute("data-courier");

test("a delivery's courier is followed on the map while the order passes 14 → 50 → 15, the status line on its ETA", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const target = await findLiveDeliveryTarget(request);
  const { restaurant } = target;
  const placed = await placePaidDelivery(request, target, "500 Market Street");
  await openAsGuest(page, placed, trackerPath(restaurant, placed.orderId));

  const status = page.getByTestId("order-status");
  const promise = page.getByTestId("order-promise");
  const courier = page.getByRole("region", { name: "Your courier", exact: true });
  await expect(page.getByTestId("dropoff-address")).toHaveText("500 Market Street, Apt 4");
  await expect(courier).toContainText(DELIVERY_TEXTS.beforeCourier);
  // Before a courier: the order's own promise.
  const ordered = await orderById(request, placed.orderId, placed.guestSession?.accessToken);
  const orderTime = DELIVERY_ARRIVAL_TEXTS.around(clockIn(restaurant.timeZoneCd, ordered.etaTime!));

  await moveOrder(request, await staffToken(request, restaurant.locationSlug), placed.orderId, OrderStatus.Accepted);
  await expect(courier).toContainText(/Delivery by (DoorDash|Simpery|Dunzo|Shadowfax)/);
  await expect(page.getByTestId("courier-name")).toBeVisible(COURIER_WAIT);
  // Assigned: the status line follows the courier (minutes away at the sandbox's pace), the card says where, no time.
  await expect(promise).toHaveText(new RegExp(`^(Arriving around \\d{1,2}:\\d{2} [AP]M|${DELIVERY_ARRIVAL_TEXTS.arriving})$`));
  await expect(promise).not.toHaveText(orderTime);
  await expect(page.getByTestId("courier-where")).toHaveText(`${DELIVERY_ARRIVAL_TEXTS.toYourDoor} · 500 Market Street, Apt 4`);
  await expect(courier).not.toContainText(/Arrive|min\b/);
  await expect(courier.getByRole("link", { name: /Track on/ })).toHaveAttribute("target", "_blank");

  // The courier appears on the map and moves there, pushed by the order's stream.
  const map = page.getByRole("region", { name: "Where your courier is" });
  await expect(map.locator('.leaflet-marker-icon[title="Your courier"]')).toBeVisible(COURIER_WAIT);
  await expect(map.locator('.leaflet-marker-icon[title="Your drop-off"]')).toBeVisible();
  const first = await courierOnMap(page);
  await expect.poll(() => courierOnMap(page), COURIER_WAIT).not.toBe(first);

  await expect(status).toHaveText("Out for Delivery", COURIER_WAIT);
  await expect(page.getByTestId("courier-arrived")).toHaveText(COURIER_ARRIVED_TEXT, COURIER_WAIT);
  await expect(promise).toHaveText(DELIVERY_ARRIVAL_TEXTS.here);
  await expect(status).toHaveText("Order Delivered", COURIER_WAIT);
  await expect(page.getByTestId("courier-state")).toHaveText("Delivered");
  await expect(page.getByTestId("courier-arrived")).toHaveCount(0);
});

test("a delivery for later accepted early books no courier yet, and the tracker says when it will", async ({ page, request }) => {
  const target = await findDeliveryTarget(request);
  const { restaurant } = target;
  const latest = target.slots.slots.at(-1)!.startsAt;
  const placed = await placePaidDelivery(request, target, "9 Later Lane", latest);
  await openAsGuest(page, placed, trackerPath(restaurant, placed.orderId));
  const courier = page.getByRole("region", { name: "Your courier", exact: true });
  await expect(courier).toContainText(DELIVERY_TEXTS.courierLater);

  await moveOrder(request, await staffToken(request, restaurant.locationSlug), placed.orderId, OrderStatus.Accepted);
  await expect(page.getByTestId("order-status")).toHaveText("Accepted");
  await expect(page.getByTestId("courier-before")).toContainText("Your courier will be booked around");
  await expect(page.getByTestId("order-promise")).toContainText("Scheduled for");
  const order = await orderById(request, placed.orderId, placed.guestSession?.accessToken);
  expect(order.delivery).toBeNull();
  expect(Date.parse(order.courierDueAt!)).toBeLessThan(Date.parse(latest));
  expect(Date.parse(order.courierDueAt!)).toBeGreaterThan(Date.now());
});

test("a partner that cancels hands the delivery to the next, and the tracker says so", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { target, first, next } = await findRedispatchTarget(request, "12 Pine Street");
  const placed = await placePaidDelivery(request, target, `${first} cancels, 12 Pine Street`);
  await openAsGuest(page, placed, trackerPath(target.restaurant, placed.orderId));

  await moveOrder(request, await staffToken(request, target.restaurant.locationSlug), placed.orderId, OrderStatus.Accepted);
  const courier = page.getByRole("region", { name: "Your courier", exact: true });
  await expect(courier).toContainText(`Delivery by ${DELIVERY_PARTNER_NAMES[next]}`, COURIER_WAIT);
  await expect(page.getByTestId("courier-note")).toContainText("The first courier could not take it");
  await expect(page.getByTestId("courier-note")).toContainText(new RegExp(next, "i"));
});

test("a pickup diner says I'm here with their car and spot, and the restaurant sees it", async ({ page, request }) => {
  const target = await findPickupTarget(request);
  const { restaurant } = target;
  const placed = await placeOrderThroughApi(request, target, target.item, 1, { fullName: "Curb Side" });
  await payAtRestaurantThroughApi(request, placed);
  await openAsGuest(page, placed, trackerPath(restaurant, placed.orderId));

  const curbside = page.getByRole("region", { name: "Curbside pickup" });
  await expect(curbside.getByRole("link", { name: new RegExp(CURBSIDE_TEXTS.directions) })).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${restaurant.lat},${restaurant.lng}`,
  );
  await curbside.getByRole("button", { name: CURBSIDE_TEXTS.button }).click();
  await curbside.getByRole("button", { name: "Tell the restaurant" }).click();
  await expect(curbside.getByText(CURBSIDE_TEXTS.needsCar)).toBeVisible();

  await curbside.getByLabel("Your car").fill("Blue Honda Civic");
  await curbside.getByLabel("Parking spot (optional)").fill("Spot 3");
  await curbside.getByRole("button", { name: "Tell the restaurant" }).click();
  await expect(curbside).toContainText(CURBSIDE_TEXTS.told);
  await expect(page.getByTestId("curbside-arrival")).toHaveText("Blue Honda Civic · Spot 3");

  const token = await staffToken(request, restaurant.locationSlug);
  const waiting = (await curbsideWaiting(request, token)).find((w) => w.orderId === placed.orderId);
  expect(waiting).toMatchObject({ carDetails: "Blue Honda Civic", spot: "Spot 3", fullName: "Curb Side" });

  await curbside.getByRole("button", { name: "Change car or spot" }).click();
  await curbside.getByLabel("Parking spot (optional)").fill("Spot 7");
  await curbside.getByRole("button", { name: "Tell the restaurant" }).click();
  await expect(page.getByTestId("curbside-arrival")).toHaveText("Blue Honda Civic · Spot 7");

  // Collected: nothing more to tell.
  await moveOrder(request, token, placed.orderId, OrderStatus.Accepted);
  await moveOrder(request, token, placed.orderId, OrderStatus.BeingPrepared);
  await moveOrder(request, token, placed.orderId, OrderStatus.Ready);
  await moveOrder(request, token, placed.orderId, OrderStatus.PickedUp);
  await expect(curbside).toHaveCount(0);
});
