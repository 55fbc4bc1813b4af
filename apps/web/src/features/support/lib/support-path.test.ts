import { describe, expect, it } from "vitest";
import { orderAskedAbout, supportPathOf } from "./support-path";

describe("the order a Help & support page is about", () => {
  it("travels from the order's link to the page, named as the diner knows it", () => {
    const path = supportPathOf({ merchantType: "restaurant", locationSlug: "tasty-mission", orderId: "abc-123", orderNumber: 42 });
    expect(path).toBe("/restaurant/tasty-mission/account/Support?orderId=abc-123&orderNumber=42");
    const search = new URL(path, "http://localhost").searchParams;
    expect(orderAskedAbout(search, "Tasty Bites Mission")).toEqual({ orderId: "abc-123", label: "Order #42 at Tasty Bites Mission" });
    expect(orderAskedAbout(search, null)).toEqual({ orderId: "abc-123", label: "Order #42" });
  });

  it("is none without an order id", () => {
    expect(orderAskedAbout(new URLSearchParams("orderNumber=42"), "Tasty Bites")).toBeNull();
    expect(orderAskedAbout(new URLSearchParams("orderId=%20"), "Tasty Bites")).toBeNull();
  });
});
