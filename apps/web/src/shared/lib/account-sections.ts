/**
 * The account sub-pages of spec §2 that a route names with /account/{name}: Profile, Favorites, DeliveryAddress,
 * policies, FAQ, Cards and MyOrders; and Support (Help & support, issue 15). policies/terms, policies/CancellationPolicy, policies/PrivacyPolicy and
 * MyOrders/OrderSummary/{orderId} are routes of their own.
 */
export const ACCOUNT_SECTION_NAMES = [
  "Profile",
  "Favorites",
  "DeliveryAddress",
  "policies",
  "FAQ",
  "Cards",
  "MyOrders",
  "Support",
] as const;
export type AccountSectionName = (typeof ACCOUNT_SECTION_NAMES)[number];
