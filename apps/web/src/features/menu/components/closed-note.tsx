import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { describeNextSession } from "../../../entities/restaurant/lib/opening-hours";

/** The restaurant is closed now: when it opens next, and that the menu can still be browsed. */
export function ClosedNote({ restaurant }: { restaurant: Pick<RestaurantDetail, "nextSession" | "timeZoneCd"> }) {
  const next = describeNextSession(restaurant.nextSession, restaurant.timeZoneCd);
  return (
    <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <strong>Closed now.</strong> {next ? `${next}. ` : ""}You can still look through the menu.
    </p>
  );
}
