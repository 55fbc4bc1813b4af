import { describe, expect, it } from "vitest";
import { sectionOfPath } from "./sections";

describe("sectionOfPath", () => {
  it.each([
    ["/account", null, null],
    ["/account/", null, null],
    ["/account/Profile", "Profile", null],
    ["/account/Favorites", "Favorites", null],
    ["/account/DeliveryAddress", "DeliveryAddress", null],
    ["/account/policies", "policies", null],
    ["/account/policies/terms", "policies/terms", null],
    ["/account/policies/CancellationPolicy", "policies/CancellationPolicy", null],
    ["/account/policies/PrivacyPolicy", "policies/PrivacyPolicy", null],
    ["/account/FAQ", "FAQ", null],
    ["/account/Cards", "Cards", null],
    ["/account/MyOrders", "MyOrders", null],
    ["/account/MyOrders/ORD-42", "MyOrders", "ORD-42"],
    ["/restaurant/gramercy-table/account", null, null],
    ["/restaurant/gramercy-table/account/Profile", "Profile", null],
    ["/restaurant/gramercy-table/account/policies/CancellationPolicy", "policies/CancellationPolicy", null],
    ["/restaurant/gramercy-table/PrivacyPolicy", "policies/PrivacyPolicy", null],
  ])("%s → %s", (path, section, orderId) => {
    expect(sectionOfPath(path)).toEqual({ section, orderId, invalid: false });
  });

  it.each(["/account/Profile/ORD-1", "/account/policies/other", "/account/Wallet", "/restaurant/x/menu"])(
    "%s is not an account page",
    (path) => {
      expect(sectionOfPath(path).invalid).toBe(true);
    },
  );
});
