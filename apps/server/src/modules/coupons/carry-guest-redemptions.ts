/**
 * A code signed a customer in from a guest session: the coupons the guest used count as the customer's, so a coupon
 * meant once per diner is not used again by the account the guest became.
 */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { CouponsRepository } from "./coupons.repository";

export async function carryGuestRedemptions(
  deps: { coupons: CouponsRepository },
  { tx, guestId, customerId }: NumberProved,
): Promise<void> {
  if (guestId) await deps.coupons.moveRedemptions(tx, guestId, customerId);
}
