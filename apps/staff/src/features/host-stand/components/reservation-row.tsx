import { NO_SHOW_GRACE_MINUTES } from "@forkful/contracts/booking-rules";
import { isWaitingBooking } from "@forkful/contracts/booking-states";
import type { Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { clockTime } from "../host-times";
import type { BookingDesk } from "./booking-desk";
import { BookingHistory } from "./booking-history";

const STATE_LOOKS: Record<Booking["status"], string> = {
  Active: "bg-stone-100 text-stone-900",
  Notified: "bg-emerald-100 text-emerald-950",
  Seated: "bg-sky-100 text-sky-950",
  Completed: "bg-stone-100 text-stone-700",
  Cancelled: "bg-red-50 text-red-800",
  NoShow: "bg-red-50 text-red-800",
  Released: "bg-red-50 text-red-800",
};

/** One reservation of the day: its time, party and state, and the moves it allows now (no-show once its grace is over). */
export function ReservationRow({ reservation, now, desk }: { reservation: Booking; now: number; desk: BookingDesk }) {
  const { reservationId, startsAt } = reservation;
  const waiting = isWaitingBooking(reservation.status);
  const graceOver = startsAt !== null && now >= Date.parse(startsAt) + NO_SHOW_GRACE_MINUTES * 60_000;
  const titleId = `reservation-${reservationId}`;
  return (
    <li aria-labelledby={titleId} className={cn("rounded-xl border border-stone-200 bg-white p-3", !waiting && "bg-stone-50")}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="w-20 text-lg font-bold text-stone-900 tabular-nums">{startsAt ? clockTime(startsAt, reservation.timeZone) : "—"}</p>
        <h3 id={titleId} className="flex-1 text-base font-semibold text-stone-900">
          {reservation.fullName} · {reservation.guestCount} {reservation.guestCount === 1 ? "guest" : "guests"}
        </h3>
        <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", STATE_LOOKS[reservation.status])}>
          {reservation.statusLabel}
          {reservation.table ? ` · ${reservation.table.tableName}` : ""}
        </span>
      </div>
      {reservation.note && <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-950">Note: {reservation.note}</p>}
      {(waiting || reservation.status === "Seated") && (
        <div className="mt-2 flex flex-wrap gap-2">
          {waiting && (
            <Button size="sm" disabled={desk.pending} onClick={() => desk.ask("seat", reservation)}>
              Seat
            </Button>
          )}
          {waiting && graceOver && (
            <Button size="sm" variant="ghost" disabled={desk.pending} onClick={() => desk.run({ move: "no-show", reservationId })}>
              No-show
            </Button>
          )}
          {waiting && (
            <Button
              size="sm"
              variant="ghost"
              disabled={desk.pending}
              onClick={() => desk.ask("cancel", reservation)}
              className="ml-auto text-red-700"
            >
              Cancel
            </Button>
          )}
          {reservation.status === "Seated" && (
            <Button size="sm" variant="secondary" disabled={desk.pending} onClick={() => desk.run({ move: "finish", reservationId })}>
              Finish
            </Button>
          )}
        </div>
      )}
      <div className="mt-2">
        <BookingHistory reservationId={reservation.reservationId} />
      </div>
    </li>
  );
}
