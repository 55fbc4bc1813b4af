import { BOOKING_REFUSALS, RESERVATIONS_CLOSED_TEXTS as TEXTS } from "@forkful/contracts/booking-texts";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { CalendarIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { BackAt } from "../../../entities/restaurant/components/back-at";
import { describeNextSession } from "../../../entities/restaurant/lib/opening-hours";
import { serviceOff, takesCheckins } from "../../../entities/restaurant/lib/service-off";
import type { ReservationsState } from "../lib/reservations-state";

function wording(state: ReservationsState, restaurant: RestaurantDetail): { title: string; text: string } {
  if (state === "off")
    return { title: BOOKING_REFUSALS.reservationsOff, text: takesCheckins(restaurant) ? TEXTS.offWithWaitlist : TEXTS.offWithoutWaitlist };
  if (state === "paused")
    return {
      title: SERVICE_CLOSED_TEXTS.reservationsOff,
      text: takesCheckins(restaurant) ? TEXTS.offWithWaitlist : TEXTS.offWithoutWaitlist,
    };
  if (state === "closedNow") {
    const next = describeNextSession(restaurant.nextSession, restaurant.timeZoneCd);
    return { title: TEXTS.closedNowTitle, text: next ? `${next}. ${TEXTS.closedNow}` : TEXTS.closedNow };
  }
  if (state === "full") return { title: TEXTS.fullTitle, text: TEXTS.full };
  return { title: TEXTS.openTitle, text: TEXTS.open };
}

/**
 * /reservation/{merchantSlug}/closed (spec §2): why a table cannot be booked online now, from the restaurant's data
 * (no reservations online, closed right now, fully booked today), or that it can; and what it offers instead.
 */
export function ReservationsClosed({
  restaurant,
  state,
  actions,
}: {
  restaurant: RestaurantDetail;
  state: ReservationsState;
  actions: ReactNode;
}) {
  const { title, text } = wording(state, restaurant);
  return (
    <section aria-labelledby="closed-heading" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-14 text-center">
      <div className="flex h-16 w-16 items-center justify-center rounded-full bg-brand/10 text-brand">
        <CalendarIcon size={30} />
      </div>
      <p className="text-sm font-semibold text-stone-600">
        {restaurant.merchantName} · {restaurant.branchName}
      </p>
      <h1 id="closed-heading" className="text-2xl font-bold text-stone-900">
        {title}
      </h1>
      {state === "paused" && <BackAt backAt={serviceOff(restaurant, "reservations")?.backAt ?? null} />}
      <p className="text-stone-600">{text}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}
