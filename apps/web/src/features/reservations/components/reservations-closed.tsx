import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { ReactNode } from "react";
import { CalendarIcon } from "../../../shared/ui/icons";

/** The restaurant takes no reservations (spec §2 /reservation/{merchantSlug}/closed): says so, and what it offers instead. */
export function ReservationsClosed({ restaurant, actions }: { restaurant: RestaurantDetail; actions: ReactNode }) {
  return (
    <section aria-labelledby="closed-heading" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand/10 text-brand">
        <CalendarIcon size={30} />
      </div>
      <p className="text-sm font-semibold text-stone-600">
        {restaurant.merchantName} · {restaurant.branchName}
      </p>
      <h1 id="closed-heading" className="text-2xl font-bold text-stone-900">
        {BOOKING_REFUSALS.reservationsOff}
      </h1>
      <p className="text-stone-600">
        {restaurant.onlineCheckin
          ? "You can still join the waitlist and we will text you when your table is ready, or order from the menu."
          : "You can still order from the menu, or call the restaurant to ask about a table."}
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
