import { MESSAGES } from "@forkful/contracts/messages";
import { useId } from "react";
import { useRestaurants } from "../api/get-restaurants";
import { useSwitchRestaurant } from "../api/switch-restaurant";

const startAfresh = () => window.location.reload();

/**
 * An owner's restaurants in the console header: choosing another opens a session there and starts the console afresh
 * (`onSwitched`, by default a reload, so every screen and the live feed are that restaurant's). Shown for an owner only.
 */
export function RestaurantSwitcher({ enabled, onSwitched = startAfresh }: { enabled: boolean; onSwitched?: () => void }) {
  const id = useId();
  const restaurants = useRestaurants(enabled);
  const switching = useSwitchRestaurant(onSwitched);
  const list = restaurants.data?.restaurants ?? [];
  if (!enabled || list.length < 2) return null;
  const current = list.find((restaurant) => restaurant.current);
  const refused = switching.data && !switching.data.ok ? switching.data.message : switching.isError ? MESSAGES.genericFailure : null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Restaurant
      </label>
      <select
        id={id}
        value={current?.locationId ?? ""}
        disabled={switching.isPending}
        onChange={(event) => switching.mutate(Number(event.target.value))}
        className="h-11 max-w-56 rounded-xl border border-stone-300 bg-white px-2 font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-stone-900"
      >
        {list.map((restaurant) => (
          <option key={restaurant.locationId} value={restaurant.locationId}>
            {restaurant.branchName}
          </option>
        ))}
      </select>
      {refused && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refused}
        </p>
      )}
    </div>
  );
}
