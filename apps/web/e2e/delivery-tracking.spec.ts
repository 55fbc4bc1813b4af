import { CURBSIDE_TEXTS } from "@forkful/contracts/curbside";
import { COURIER_ARRIVED_TEXT, DELIVERY_PARTNER_NAMES, DELIVERY_TEXTS } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import { expect, type Page, test } from "@playwright/test";
import { openAsGuest } from "./support/auth";
import {
  curbsideWaiting,
  findDeliveryTarget,
  findRedispatchTarget,
  payAtRestaurantThroughApi,
  placePaidDelivery,
} from "./support/delivery";
import { findPickupTarget, moveOrder, placeOrderThroughApi, staffToken } from "./support/orders";

// The e2e server runs the sandbox couriers 20 times faster and watches them every 500 ms (playwright.config.ts).
const COURIER_WAIT = { timeout: 30_000 };

const trackerPath = (r: { merchantType: string; locationSlug: string }, orderId: string) =>
  `/${r.merchantType}/${r.locationSlug}/tracker/${orderId}`;

/** The courier's point as the map last drew it ("lat,lng"), or "" before there is one. */
const courierOnMap = (page: Page) => page.getByTestId("delivery-map").getAttribute("data-courier");

test("a delivery's courier is followed on the map while the order passes 14 → 50 → 15", async ({ page, request }) => {
  test.setTimeout(90_000);
  const target = await findDeliveryTarget(request);
  const { restaurant } = target;
  const placed = await placePaidDelivery(request, target, "500 Market Street");
  await openAsGuest(page, placed, trackerPath(restaurant, placed.orderId));

  const status = page.getByTestId("order-status");
  const courier = page.getByRole("region", { name: "Your courier", exact: true });
  await expect(page.getByTestId("dropoff-address")).toHaveText("500 Market Street, Apt 4");
  await expect(courier).toContainText(DELIVERY_TEXTS.beforeCourier);

  await moveOrder(request, await staffToken(request, restaurant.locationSlug), placed.orderId, OrderStatus.Accepted);
  await expect(courier).toContainText(/Delivery by (DoorDash|Simpery)/);
  await expect(page.getByTestId("courier-name")).toBeVisible(COURIER_WAIT);
  await expect(courier.getByRole("link", { name: /Track on/ })).toHaveAttribute("target", "_blank");

  // The courier appears on the map and moves there, pushed by the order's stream.
  const map = page.getByRole("region", { name: "Where your courier is" });
  await expect(map.locator('.leaflet-marker-icon[title="Your courier"]')).toBeVisible(COURIER_WAIT);
  await expect(map.locator('.leaflet-marker-icon[title="Your drop-off"]')).toBeVisible();
  const first = await courierOnMap(page);
  await expect.poll(() => courierOnMap(page), COURIER_WAIT).not.toBe(first);

  await expect(status).toHaveText("Out for Delivery", COURIER_WAIT);
  await expect(page.getByTestId("courier-eta")).toContainText(/Arriv/);
  await expect(page.getByTestId("courier-arrived")).toHaveText(COURIER_ARRIVED_TEXT, COURIER_WAIT);
  await expect(status).toHaveText("Order Delivered", COURIER_WAIT);
  await expect(page.getByTestId("courier-state")).toHaveText("Delivered");
  await expect(page.getByTestId("courier-arrived")).toHaveCount(0);
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
