import { COURIER_ARRIVED_TEXT, DELIVERY_TEXTS, type OrderDelivery, type TrackingDetails } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { orderFixture } from "../../../shared/testing/order-fixtures";
import { courierAskedFor, courierView } from "../lib/courier-view";
import { CourierPanel } from "./courier-panel";

const restaurant = restaurantFixture({ timeZoneCd: "America/Los_Angeles", phoneNumber: "+14155550123" });
const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  deliveryProviderId: "DOORDASH",
  state: "enroute_to_dropoff",
  stateLabel: "Courier on the way to you",
  runner: { name: "Sam Rivera", phone: "+14155550199", vehicle: "Blue bike", deliveryStaffId: "dx-1" },
  trackingUrl: "http://127.0.0.1/sandbox/delivery/DOORDASH/d-1",
  eta: "2026-11-24T03:42:00.000Z",
  courier: { lat: 37.77, lng: -122.41, at: "2026-11-24T03:33:00.000Z", eta: "2026-11-24T03:42:00.000Z", state: "enroute_to_dropoff" },
  attempt: 1,
  note: null,
  ...overrides,
});
const ADDRESS = { addressLine1: "500 Market Street", addressLine2: "Apt 4", lat: 37.79, lng: -122.4 };
const deliveryOrder = (overrides: Partial<Order> = {}) =>
  orderFixture(restaurant, { orderType: "delivery", status: OrderStatus.OutForDelivery, address: ADDRESS, ...overrides });

function show(order: Order, tracking: TrackingDetails | null = null) {
  const view = courierView(order, tracking, null);
  if (!view) throw new Error("no courier view");
  render(<CourierPanel view={view} timeZone="America/Los_Angeles" restaurantPhone="+14155550123" />);
  return screen.getByRole("region", { name: "Your courier" });
}

afterEach(cleanup);

describe("the courier panel", () => {
  it("before the restaurant accepts, says a courier is asked for then", () => {
    expect(show(deliveryOrder({ status: OrderStatus.Created })).textContent).toContain(DELIVERY_TEXTS.beforeCourier);
  });

  it("accepted without a delivery yet, says it is finding a courier", () => {
    expect(show(deliveryOrder({ status: OrderStatus.Accepted })).textContent).toContain("Finding a courier");
  });

  it("for a delivery for later, says its courier comes shortly before; once accepted, around when it is booked", () => {
    const later = { orderTimeASAP: false, scheduledAt: "2026-11-25T02:00:00.000Z" };
    expect(show(deliveryOrder({ status: OrderStatus.Created, ...later })).textContent).toBe(DELIVERY_TEXTS.courierLater);
    cleanup();
    const accepted = deliveryOrder({ status: OrderStatus.Accepted, ...later, courierDueAt: "2026-11-25T01:40:00.000Z" });
    expect(show(accepted).textContent).toBe(DELIVERY_TEXTS.courierBookedAround("Tue, Nov 24, 5:40 PM"));
    expect(courierAskedFor(accepted)).toBe(false);
    expect(courierAskedFor({ ...accepted, courierDueAt: null })).toBe(true);
  });

  it("names the partner, the state, where it goes, the courier with call and text links and the tracking page: no second ETA", () => {
    const panel = show(deliveryOrder({ delivery: delivery() }));
    expect(panel.textContent).toContain("Delivery by DoorDash");
    expect(screen.getByTestId("courier-state").textContent).toBe("Courier on the way to you");
    expect(panel.textContent).toContain("Sam Rivera");
    expect(panel.textContent).toContain("Blue bike");
    expect(screen.getByRole("link", { name: "Call Sam Rivera" }).getAttribute("href")).toBe("tel:+14155550199");
    expect(screen.getByRole("link", { name: "Text Sam Rivera" }).getAttribute("href")).toBe("sms:+14155550199");
    const track = screen.getByRole("link", { name: /Track on DoorDash/ });
    expect(track.getAttribute("target")).toBe("_blank");
    expect(track.getAttribute("rel")).toContain("noopener");
    expect(screen.getByTestId("courier-where").textContent).toBe("To your door · 500 Market Street, Apt 4");
    expect(panel.textContent).not.toMatch(/Arriv|min|7:42/);
    expect(screen.queryByTestId("courier-arrived")).toBeNull();
  });

  it("without a phone, offers no call or text link", () => {
    show(deliveryOrder({ delivery: delivery({ runner: { name: "Sam", phone: null, vehicle: null, deliveryStaffId: "dx-1" } }) }));
    expect(screen.queryByRole("link", { name: /Call|Text/ })).toBeNull();
  });

  it("at status 50 says the courier has arrived, prominently", () => {
    show(deliveryOrder({ status: OrderStatus.ValetReachedDestination, delivery: delivery({ state: "arrived_at_dropoff" }) }));
    expect(screen.getByTestId("courier-arrived").textContent).toContain(COURIER_ARRIVED_TEXT);
  });

  it("after a re-dispatch shows the note and the second partner", () => {
    const note = DELIVERY_TEXTS.redispatched("Simpery");
    const panel = show(deliveryOrder({ delivery: delivery({ deliveryProviderId: "SIMPERY", attempt: 2, note }) }));
    expect(panel.textContent).toContain("Delivery by Simpery");
    expect(screen.getByTestId("courier-note").textContent).toBe(note);
  });

  it("when no partner can take it, says so with the restaurant's number", () => {
    const failure: TrackingDetails = {
      outcome: "failure",
      deliveryProviderId: null,
      state: "cancelled",
      stateLabel: "Delivery cancelled",
      runner: null,
      trackingUrl: null,
      eta: null,
      message: DELIVERY_TEXTS.noPartner,
    };
    const panel = show(deliveryOrder({ status: OrderStatus.Accepted, delivery: delivery({ state: "cancelled", note: null }) }), failure);
    expect(panel.textContent).toContain(DELIVERY_TEXTS.noPartner);
    expect(screen.getByRole("link", { name: "Call +1 415-555-0123" }).getAttribute("href")).toBe("tel:+14155550123");
    expect(screen.queryByTestId("courier-eta")).toBeNull();
  });

  it("at the door drops the way there and the state line: the banner says it", () => {
    show(deliveryOrder({ status: OrderStatus.ValetReachedDestination, delivery: delivery({ state: "arrived_at_dropoff" }) }));
    expect(screen.getByTestId("courier-arrived").textContent).toContain(COURIER_ARRIVED_TEXT);
    expect(screen.queryByTestId("courier-where")).toBeNull();
    expect(screen.queryByTestId("courier-state")).toBeNull();
  });

  it("a pushed point further along than the order tells the newer state; one behind it does not", () => {
    const order = deliveryOrder({ delivery: delivery({ state: "picked_up", stateLabel: "Courier picked up your order" }) });
    const ahead = courierView(order, null, { lat: 1, lng: 2, at: "2026-11-24T03:40:00.000Z", eta: null, state: "arrived_at_dropoff" });
    expect(ahead).toMatchObject({ kind: "courier", stateLabel: COURIER_ARRIVED_TEXT, arrived: true });
    const behind = courierView(order, null, { lat: 1, lng: 2, at: "2026-11-24T03:40:00.000Z", eta: null, state: "arrived_at_pickup" });
    expect(behind).toMatchObject({ kind: "courier", stateLabel: "Courier picked up your order", arrived: false });
  });

  it("has nothing to say for a pickup or a cancelled order", () => {
    expect(courierView(orderFixture(restaurant), null, null)).toBeNull();
    expect(courierView(deliveryOrder({ status: OrderStatus.CancelledByMerchant }), null, null)).toBeNull();
  });
});
