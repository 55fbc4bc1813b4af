import { OrderStatus } from "@forkful/contracts/order-status";
import { describe, expect, it } from "vitest";
import { courierSteps, stepsTo } from "./follow-courier";

describe("the steps an order takes after its courier", () => {
  it("walks the kitchen's moves up to out for delivery", () => {
    expect(stepsTo(OrderStatus.Accepted, OrderStatus.OutForDelivery, "delivery")).toEqual([12, 13, 14]);
  });

  it("passes the door (50) on its way to delivered, even when the partner reports delivered at once", () => {
    expect(courierSteps(OrderStatus.OutForDelivery, OrderStatus.Delivered, "delivery")).toEqual([50, 15]);
    expect(courierSteps(OrderStatus.Ready, OrderStatus.Delivered, "delivery")).toEqual([14, 50, 15]);
    expect(courierSteps(OrderStatus.ValetReachedDestination, OrderStatus.Delivered, "delivery")).toEqual([15]);
  });

  it("has no way for an order already there, beyond, cancelled, or not a delivery", () => {
    expect(courierSteps(OrderStatus.Delivered, OrderStatus.Delivered, "delivery")).toBeNull();
    expect(courierSteps(OrderStatus.Delivered, OrderStatus.OutForDelivery, "delivery")).toBeNull();
    expect(courierSteps(OrderStatus.CancelledByMerchant, OrderStatus.OutForDelivery, "delivery")).toBeNull();
    expect(courierSteps(OrderStatus.Ready, OrderStatus.OutForDelivery, "pickup")).toBeNull();
  });
});
