/**
 * A code signed a customer in from a guest session: the restaurants and dishes the guest kept become the customer's,
 * in the sign-in's transaction (one the customer keeps already stays once).
 */
import type { NumberProved } from "../../integrations/events/event-catalogue";
import type { FavouritesDeps } from "./favourites-deps";

export async function carryGuestFavourites(deps: FavouritesDeps, { tx, guestId, customerId }: NumberProved): Promise<void> {
  if (guestId) await deps.favourites.moveAll(tx, guestId, customerId);
}
