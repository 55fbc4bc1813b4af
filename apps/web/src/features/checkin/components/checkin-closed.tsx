import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { WaitTimes } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { SERVICE_CLOSED_TEXTS } from "@forkful/contracts/services-off";
import { buttonClasses } from "@forkful/ui/button";
import { CalendarIcon, ClockIcon, DishIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { BackAt } from "../../../entities/restaurant/components/back-at";
import { serviceOff } from "../../../entities/restaurant/lib/service-off";

export interface CheckinClosedProps {
  restaurant: RestaurantDetail;
  waitTimes: WaitTimes | undefined;
  /** The restaurant's opening hours (composed by the page). */
  hours: ReactNode;
}

/** Online check-in is off or closed now: why, the opening hours, the menu and, when it takes them, Reserve a table. */
export function CheckinClosed({ restaurant, waitTimes, hours }: CheckinClosedProps) {
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const paused = serviceOff(restaurant, "checkin");
  const openAgain = restaurant.onlineCheckin && waitTimes?.open === true && !paused;
  const reason = paused
    ? SERVICE_CLOSED_TEXTS.checkinOff
    : !restaurant.onlineCheckin
      ? BOOKING_REFUSALS.checkinClosed
      : (waitTimes?.reason ?? BOOKING_REFUSALS.checkinClosed);
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <section className="rounded-2xl border border-stone-200 bg-white p-5 text-center shadow-sm md:p-8">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
          <ClockIcon size={28} />
        </span>
        <h1 className="mt-3 text-2xl font-bold text-stone-900">{openAgain ? "Online check-in is open" : "Online check-in is closed"}</h1>
        <p className="mt-2 text-stone-700">{openAgain ? "The waitlist takes parties again." : reason}</p>
        {paused && <BackAt backAt={paused.backAt} />}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {openAgain && (
            <Link to={`${base}/checkin`} className={buttonClasses("primary")}>
              Join the waitlist
            </Link>
          )}
          {!restaurant.disabledServices.isReservation && !serviceOff(restaurant, "reservations") && (
            <Link to={`${base}/Reservation`} className={buttonClasses(openAgain ? "secondary" : "primary")}>
              <CalendarIcon size={18} />
              Reserve a table
            </Link>
          )}
          <Link to={`${base}/menu`} className={buttonClasses("secondary")}>
            <DishIcon size={18} />
            See the menu
          </Link>
        </div>
      </section>
      <section aria-labelledby="hours-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
        <h2 id="hours-heading" className="mb-2 text-lg font-bold text-stone-900">
          Opening hours
        </h2>
        {hours}
      </section>
    </div>
  );
}
