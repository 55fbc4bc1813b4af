/** The restaurant's word on where a diner wants the order: being asked, it delivers there (and for what), or why not. */
export type DeliveryArea =
  | { kind: "none" }
  | { kind: "checking" }
  /** The check could not be made: the order is checked again when it is placed. */
  | { kind: "unknown" }
  | { kind: "delivers"; text: string }
  | { kind: "refused"; text: string };

/**
 * Asks the restaurant whether it delivers to a pin (POST /order/getDistance/v2): made by the cart at checkout, used by
 * the address form to refuse a pin before the address is chosen.
 */
export interface DeliveryAreaCheck {
  /** What the answers depend on besides the pin (the restaurant, the cart's subtotal). */
  scope: string;
  /** "2.1 km away · Delivery fee $1.99", or why not, in the diner's words. */
  check: (pin: { lat: number; lng: number }) => Promise<{ delivers: boolean; text: string }>;
}
