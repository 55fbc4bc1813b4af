/**
 * A guest who ordered signed out proved a number with a code: the orders they placed with that number become the
 * orders of the customer the code signed in, so they show in that account. Orders placed with other numbers stay
 * with the guest session; nobody's orders move by a number alone.
 */
import type { GuestProvedNumber } from "../../app-context";
import type { OrdersDeps } from "./orders-deps";

export async function adoptGuestOrders(
  deps: Pick<OrdersDeps, "orders" | "guests" | "clock">,
  { guestId, customerId, phoneNumber }: GuestProvedNumber,
): Promise<number> {
  if (!(await deps.guests.isUnverifiedGuest(guestId))) return 0;
  // Their places at tables' tabs come along: a diner known by name at a table is the guest, whatever number they gave.
  await deps.orders.moveTabSeats(guestId, customerId, deps.clock());
  return deps.orders.moveGuestOrders(guestId, phoneNumber, customerId, deps.clock());
}
