import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";
import { useSession } from "../../../shared/hooks/use-session";
import { notifyError } from "../../../shared/ui/toast";
import { useChangeFavourite } from "../api/change-favourite";
import { useFavourites } from "../api/get-favourites";
import { favouriteKey, favouriteThrottle } from "../lib/favourite-throttle";

export interface FavouriteTarget {
  locationId: number;
  /** A dish of the restaurant; without it, the restaurant itself. */
  itemId?: number;
}

/**
 * Whether the diner keeps this restaurant or dish, and the toggle of its heart: optimistic (the heart shows the change
 * while the call is on its way, and goes back with an error toast when it fails), throttled against double clicks,
 * asking a diner who is not signed in to sign in first.
 */
export function useFavourite({ locationId, itemId }: FavouriteTarget) {
  const session = useSession();
  const favourites = useFavourites(session.customerId);
  const change = useChangeFavourite();
  const data = favourites.data;
  const saved = data
    ? itemId === undefined
      ? data.restaurants.some((r) => r.locationId === locationId)
      : String(itemId) in data.items
    : false;
  // What the diner asked for, shown until the call settles (then the cache, changed or not, says it).
  const [wanted, setWanted] = useState<boolean | null>(null);
  const kept = wanted ?? saved;

  function toggle() {
    const customerId = session.customerId;
    if (!customerId) {
      return session.openSignIn({ reason: itemId === undefined ? MESSAGES.signInForFavourites : MESSAGES.signInForFavouriteDishes });
    }
    if (wanted !== null || favourites.isPending || !favouriteThrottle.tryStart(favouriteKey(locationId, itemId))) return;
    setWanted(!saved);
    change.mutate(
      { customerId, locationId, itemId, keep: !saved },
      {
        onSettled: () => setWanted(null),
        onSuccess: (result) => {
          if (!result.ok) notifyError(result.message || MESSAGES.favouriteFailed);
        },
        onError: () => notifyError(MESSAGES.favouriteFailed),
      },
    );
  }

  return { kept, pending: wanted !== null, toggle };
}
