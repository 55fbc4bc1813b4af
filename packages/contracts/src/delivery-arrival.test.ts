import { describe, expect, it } from "vitest";
import type { CourierPosition, OrderDelivery } from "./delivery";
import { deliveryArrival } from "./delivery-arrival";
import { OrderStatus } from "./order-status";

const NOW = Date.parse("2026-11-23T19:50:00.000Z");
const ORDER_ETA = "2026-11-23T20:08:00.000Z";
const COURIER_ETA = "2026-11-23T20:12:00.000Z";

const delivery = (overrides: Partial<OrderDelivery> = {}): OrderDelivery => ({
  deliveryProviderId: "DOORDASH",
  state: "enroute_to_dropoff",
  stateLabel: "Courier on the way to you",
  runner: { name: "Sam", phone: null, vehicle: null, deliveryStaffId: "dx-7" },
  trackingUrl: null,
  eta: COURIER_ETA,
  courier: { lat: 1, lng: 2, at: "2026-11-23T19:40:00.000Z", eta: COURIER_ETA, state: "enroute_to_dropoff" },
  attempt: 1,
  note: null,
  ...overrides,
});
const pushed = (overrides: Partial<CourierPosition>): CourierPosition => ({
  lat: 1,
  lng: 2,
  at: "2026-11-23T19:45:00.000Z",
  eta: null,
  state: "enroute_to_dropoff",
  ...overrides,
});
const order = (overrides: Partial<Parameters<typeof deliveryArrival>[0]> = {}): Parameters<typeof deliveryArrival>[0] => ({
  orderType: "delivery",
  status: OrderStatus.OutForDelivery,
  etaTime: ORDER_ETA,
  scheduledAt: null,
  orderTimeASAP: true,
  delivery: delivery(),
  ...overrides,
});

describe("a delivery's one ETA", () => {
  it("is the order's promise before a courier is assigned (none yet, being found, or the first cancelled)", () => {
    expect(deliveryArrival(order({ status: OrderStatus.Accepted, delivery: null }), null, NOW)).toEqual({
      kind: "promised",
      at: ORDER_ETA,
    });
    expect(deliveryArrival(order({ delivery: delivery({ state: "confirmed" }) }), null, NOW)).toEqual({ kind: "promised", at: ORDER_ETA });
    expect(deliveryArrival(order({ delivery: delivery({ state: "cancelled" }) }), null, NOW)).toEqual({ kind: "promised", at: ORDER_ETA });
    const scheduled = order({ orderTimeASAP: false, scheduledAt: "2026-11-24T23:00:00.000Z", delivery: null });
    expect(deliveryArrival(scheduled, null, NOW)).toEqual({ kind: "promised", at: "2026-11-24T23:00:00.000Z" });
  });

  it("follows the courier once assigned, the newest pushed ETA first, then says arriving once it is due", () => {
    expect(deliveryArrival(order(), null, NOW)).toEqual({ kind: "courier", at: COURIER_ETA });
    expect(deliveryArrival(order(), pushed({ eta: "2026-11-23T20:15:00.000Z" }), NOW)).toEqual({
      kind: "courier",
      at: "2026-11-23T20:15:00.000Z",
    });
    // An older pushed point does not take back a newer ETA.
    expect(deliveryArrival(order(), pushed({ at: "2026-11-23T19:00:00.000Z", eta: "2026-11-23T19:55:00.000Z" }), NOW)).toEqual({
      kind: "courier",
      at: COURIER_ETA,
    });
    expect(deliveryArrival(order(), null, Date.parse(COURIER_ETA))).toEqual({ kind: "arriving" });
    expect(deliveryArrival(order({ delivery: delivery({ eta: null, courier: null }) }), null, NOW)).toEqual({ kind: "arriving" });
  });

  it("is the courier's as soon as a pushed point says one is assigned", () => {
    const finding = order({ status: OrderStatus.Accepted, delivery: delivery({ state: "confirmed", eta: null, courier: null }) });
    expect(deliveryArrival(finding, pushed({ state: "enroute_to_pickup", eta: COURIER_ETA }), NOW)).toEqual({
      kind: "courier",
      at: COURIER_ETA,
    });
  });

  it("says here at the door (status 50, or the courier's state), and nothing once delivered or for other orders", () => {
    expect(deliveryArrival(order({ status: OrderStatus.ValetReachedDestination }), null, NOW)).toEqual({ kind: "here" });
    expect(deliveryArrival(order(), pushed({ state: "arrived_at_dropoff" }), NOW)).toEqual({ kind: "here" });
    expect(deliveryArrival(order({ status: OrderStatus.Delivered }), null, NOW)).toBeNull();
    expect(deliveryArrival(order(), pushed({ state: "delivered" }), NOW)).toBeNull();
    expect(deliveryArrival(order({ orderType: "pickup", delivery: null }), null, NOW)).toBeNull();
  });
});
