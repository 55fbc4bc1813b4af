import { isWaitingBooking } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { Button, buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { CalendarIcon, ClockIcon, MapPinIcon, NavigationIcon, TableIcon, UserIcon } from "@forkful/ui/icons";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { formatClock, zoneLabel } from "../../../entities/restaurant/lib/opening-hours";
import { formatLocalDate } from "../../../shared/lib/local-date";
import { calendarHref, directionsHref, reservationCalendar } from "../lib/calendar-file";
import { partyText } from "../lib/party-text";
import { CancelReservationDialog } from "./cancel-reservation-dialog";
import { ChangeReservationPanel } from "./change-reservation-panel";

const TONES: Record<Booking["status"], string> = {
  Active: "bg-emerald-100 text-emerald-900",
  Notified: "bg-amber-100 text-amber-900",
  Seated: "bg-sky-100 text-sky-900",
  Completed: "bg-stone-100 text-stone-800",
  Cancelled: "bg-red-100 text-red-900",
  NoShow: "bg-red-100 text-red-900",
  Released: "bg-stone-100 text-stone-800",
};

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span className="mt-0.5 text-brand">{icon}</span>
      <div>
        <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
        <dd className="font-semibold text-stone-900">{children}</dd>
      </div>
    </div>
  );
}

/** A reservation as its diner reads it: when, who, where, its status, and what may still be done with it. */
export function ReservationDetail({ booking, restaurant }: { booking: Booking; restaurant: RestaurantDetail }) {
  const [open, setOpen] = useState<"change" | "cancel" | null>(null);
  const ics = reservationCalendar(booking, {
    restaurantName: `${restaurant.merchantName} · ${restaurant.branchName}`,
    address: restaurant.address,
  });
  const when = booking.reservationSlot ? `${formatClock(booking.reservationSlot)} (${zoneLabel(booking.timeZone)})` : "—";
  return (
    <article aria-labelledby="reservation-heading" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-6">
      <p data-testid="reservation-status" className={cn("inline-flex rounded-full px-3 py-1 text-sm font-bold", TONES[booking.status])}>
        {booking.statusLabel}
      </p>
      <h1 id="reservation-heading" className="mt-3 text-2xl font-bold text-stone-900">
        Table for {booking.guestCount} at {booking.branchName}
      </h1>
      <p className="mt-1 text-sm text-stone-600">Booked for {booking.fullName}</p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <Fact icon={<CalendarIcon size={20} />} label="Date">
          {booking.reservationDate ? formatLocalDate(booking.reservationDate) : "—"}
        </Fact>
        <Fact icon={<ClockIcon size={20} />} label="Time">
          {when}
        </Fact>
        <Fact icon={<UserIcon size={20} />} label="Party">
          {partyText(booking.guestCount)}
        </Fact>
        <Fact icon={<TableIcon size={20} />} label="Table">
          {booking.table ? `${booking.table.tableName} · ${booking.table.sectionName}` : "Assigned when you arrive"}
        </Fact>
        <Fact icon={<MapPinIcon size={20} />} label="Where">
          {restaurant.address}
        </Fact>
      </dl>
      {booking.note && <p className="mt-4 rounded-xl bg-stone-50 px-3 py-2 text-sm text-stone-700">Your note: {booking.note}</p>}
      {booking.cancelReason && <p className="mt-4 text-sm text-stone-700">Reason: {booking.cancelReason}</p>}
      <div className="mt-6 flex flex-wrap gap-2 border-t border-stone-100 pt-4">
        {ics && isWaitingBooking(booking.status) && (
          <a href={calendarHref(ics)} download={`reservation-${booking.reservationDate}.ics`} className={buttonClasses("secondary")}>
            <CalendarIcon size={18} />
            Add to calendar
          </a>
        )}
        <a href={directionsHref(restaurant.lat, restaurant.lng)} target="_blank" rel="noreferrer" className={buttonClasses("secondary")}>
          <NavigationIcon size={18} />
          Directions
        </a>
        {!isWaitingBooking(booking.status) && (
          <Link to={`/${booking.merchantType}/${booking.locationSlug}/Reservation`} className={buttonClasses("primary")}>
            Book another table
          </Link>
        )}
        {booking.canChange && <Button onClick={() => setOpen("change")}>Change</Button>}
        {booking.canCancel && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setOpen("cancel")}>
            Cancel
          </Button>
        )}
      </div>
      {open === "change" && <ChangeReservationPanel booking={booking} onClose={() => setOpen(null)} />}
      {open === "cancel" && <CancelReservationDialog booking={booking} onClose={() => setOpen(null)} />}
    </article>
  );
}
