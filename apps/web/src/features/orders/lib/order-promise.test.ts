import { MESSAGES } from "@forkful/contracts/messages";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { courierPushed, deliveryFixture } from "../../../shared/testing/order-fixtures";
import { orderPromise } from "./order-promise";

const zone = "America/New_York";
const eta = "2026-11-23T20:08:00.000Z"; // 3:08 PM in New York
const before = Date.parse("2026-11-23T19:50:00.000Z");
const after = Date.parse("2026-11-23T20:20:00.000Z");

function order(overrides: Partial<Order> = {}) {
  return {
    status: OrderStatus.Accepted,
    orderType: "pickup" as const,
    orderTimeASAP: true,
    scheduledAt: null,
    eventSlot: null,
    etaTime: eta,
    paymentDueAt: null,
    releasedUnpaidAt: null,
    delivery: null,
    ...overrides,
  };
}

describe("the line under an order's status", () => {
  it("promises the ready time only while it is ahead", () => {
    expect(orderPromise(order(), zone, before)).toBe("Ready around 3:08 PM");
    expect(orderPromise(order({ status: OrderStatus.BeingPrepared }), zone, after)).toBe("Almost ready, a few more minutes");
    expect(orderPromise(order({ status: OrderStatus.BeingPrepared }), zone, after)).not.toContain("3:08");
  });

  it("never shows a ready pickup order's ETA, even before it", () => {
    const ready = order({ status: OrderStatus.Ready });
    expect(orderPromise(ready, zone, before)).toBe("Waiting for you at the counter");
    expect(orderPromise(ready, zone, after)).toBe("Waiting for you at the counter");
  });

  it("says a finished step is done, with no time", () => {
    expect(orderPromise(order({ status: OrderStatus.PickedUp }), zone, before)).toBe("Picked up. Enjoy your meal!");
    expect(orderPromise(order({ status: OrderStatus.Delivered, orderType: "delivery" }), zone, before)).not.toContain("3:08");
    expect(orderPromise(order({ status: OrderStatus.CancelledByMerchant }), zone, before)).toBeNull();
  });

  it("asks an unpaid order to be paid by its release time, never with a ready time", () => {
    const unpaid = order({ status: OrderStatus.Created, paymentDueAt: "2026-11-23T20:05:00.000Z" });
    expect(orderPromise(unpaid, zone, before)).toBe("Pay by 3:05 PM to keep this order. Unpaid orders are released then.");
    expect(orderPromise(unpaid, zone, after)).toBe(MESSAGES.payToKeepOrder);
  });

  it("says a released order was released for not being paid", () => {
    const released = order({ status: OrderStatus.CancelledByMerchant, releasedUnpaidAt: "2026-11-23T20:05:00.000Z" });
    expect(orderPromise(released, zone, after)).toBe(MESSAGES.orderReleasedUnpaid);
  });

  it("shows a scheduled time while ahead, then the ETA's rules", () => {
    const scheduled = order({ orderTimeASAP: false, scheduledAt: "2026-11-23T20:00:00.000Z", status: OrderStatus.Accepted });
    expect(orderPromise(scheduled, zone, before)).toBe("Scheduled for Mon, Nov 23, 2026, 3:00 PM");
    expect(orderPromise(scheduled, zone, after)).toBe("Almost ready, a few more minutes");
  });

  it("a delivery on its way arrives around its ETA, then any minute", () => {
    const onTheWay = order({ orderType: "delivery", status: OrderStatus.OutForDelivery });
    expect(orderPromise(onTheWay, zone, before)).toBe("Arriving around 3:08 PM");
    expect(orderPromise(onTheWay, zone, after)).toBe("Arriving any minute now");
  });

  it("a delivery's line follows its courier once one is assigned: its live ETA, then arriving, then here", () => {
    const riding = deliveryFixture({ state: "enroute_to_dropoff", eta: "2026-11-23T20:12:00.000Z" });
    const onTheWay = order({ orderType: "delivery", status: OrderStatus.OutForDelivery, delivery: riding });
    expect(orderPromise(onTheWay, zone, before)).toBe("Arriving around 3:12 PM");
    // The stream's newer point brings a newer ETA.
    const pushed = courierPushed({ state: "enroute_to_dropoff", eta: "2026-11-23T20:15:00.000Z" });
    expect(orderPromise(onTheWay, zone, before, pushed)).toBe("Arriving around 3:15 PM");
    expect(orderPromise(onTheWay, zone, after, pushed)).toBe("Your courier is arriving");
    expect(orderPromise({ ...onTheWay, status: OrderStatus.ValetReachedDestination }, zone, before)).toBe("Your courier is here");
    expect(orderPromise(onTheWay, zone, before, courierPushed({ state: "arrived_at_dropoff", eta: null }))).toBe("Your courier is here");
    // Assigned while the kitchen still cooks: the courier's time, not the order's.
    const toTheRestaurant = deliveryFixture({ state: "enroute_to_pickup", eta: "2026-11-23T20:30:00.000Z" });
    expect(orderPromise(order({ orderType: "delivery", status: OrderStatus.Ready, delivery: toTheRestaurant }), zone, before)).toBe(
      "Arriving around 3:30 PM",
    );
  });

  it("a delivery keeps the order's promise while its courier is still being found", () => {
    const booked = order({ orderType: "delivery", delivery: deliveryFixture({ state: "confirmed", eta: "2026-11-23T20:30:00.000Z" }) });
    expect(orderPromise(booked, zone, before)).toBe("Arriving around 3:08 PM");
  });
});
