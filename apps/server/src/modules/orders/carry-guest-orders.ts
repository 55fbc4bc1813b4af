/**
 * A code proved a number and signed a customer in: the orders guests placed become that customer's, in the sign-in's
 * transaction. Every order of the guest session the code was sent from (its places at tables' tabs move with bills), whatever
 * number it gave; and the orders other guest sessions placed with the proved number (tables' tabs aside: a tab belongs
 * to the diners at its table). Nothing moves by a number the code did not prove, and no order of a customer whose own
 * number was proved moves at all.
 */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { OrdersDeps } from "./orders-deps";

export async function carryGuestOrders(deps: Pick<OrdersDeps, "orders" | "clock">, proved: NumberProved): Promise<number> {
  const { tx, customerId, phoneNumber, guestId } = proved;
  const at = deps.clock();
  let carried = 0;
  if (guestId) {
    carried += await deps.orders.moveOrdersOf(tx, guestId, customerId, at);
  }
  const owners = await proved.unprovedGuests(await deps.orders.ownersOfOrdersUnder(tx, phoneNumber, customerId));
  return carried + (await deps.orders.moveOrdersUnder(tx, phoneNumber, owners, customerId, at));
}
