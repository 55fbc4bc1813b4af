import { describe, expect, it } from "vitest";
import { OrderStatus, orderStatusLabel } from "./order-status";

describe("order status labels", () => {
  it("labels the codes spec §4 names", () => {
    expect(orderStatusLabel(OrderStatus.Accepted)).toBe("Accepted");
    expect(orderStatusLabel(OrderStatus.Ready)).toBe("Order Ready");
    expect(orderStatusLabel(16)).toBe("Completed - Pickup Order");
    expect(orderStatusLabel(25)).toBe("In Queue");
    expect(orderStatusLabel(59)).toBe("Order Served (Dine-in)");
  });

  it("has no label for codes the spec leaves unlabelled", () => {
    expect(orderStatusLabel(OrderStatus.Created)).toBeUndefined();
    expect(orderStatusLabel(1234)).toBeUndefined();
  });
});
