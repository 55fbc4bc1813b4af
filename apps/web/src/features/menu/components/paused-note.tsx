import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { zonedFormat } from "../../../shared/lib/zoned-time";

/**
 * The restaurant paused online ordering for a while (a slammed kitchen): until when on its clock, and that an order
 * for that time or later is still taken. Nothing once the pause has passed.
 */
export function PausedNote({
  restaurant,
  now = Date.now(),
}: {
  restaurant: Pick<RestaurantDetail, "orderingPausedUntil" | "timeZoneCd">;
  now?: number;
}) {
  const until = restaurant.orderingPausedUntil ? Date.parse(restaurant.orderingPausedUntil) : Number.NaN;
  if (!(until > now)) return null;
  const at = zonedFormat(restaurant.timeZoneCd, { hour: "numeric", minute: "2-digit" }).format(until);
  return (
    <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900" data-testid="ordering-paused">
      <strong>Not taking new orders until {at}.</strong> You can schedule an order for {at} or later, or look through the menu.
    </p>
  );
}
