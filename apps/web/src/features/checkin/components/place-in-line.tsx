import type { Booking } from "@forkful/contracts/bookings";
import { UserIcon } from "@forkful/ui/icons";
import { partiesText, placeText, waitText } from "../lib/checkin-phase";

/** The party in line: its place, the parties ahead, and the honest wait now (and the wait quoted when it joined). */
export function PlaceInLine({ booking }: { booking: Booking }) {
  const ahead = booking.partiesAhead ?? 0;
  return (
    <div className="text-center">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{booking.statusLabel}</p>
      <p aria-live="polite" className="mt-1 text-4xl font-extrabold text-stone-900 md:text-5xl">
        {booking.position === null ? "You're in line" : placeText(booking.position)}
      </p>
      <p className="mt-2 text-stone-700">{ahead === 0 ? "No one is ahead of you" : `${partiesText(ahead)} ahead of you`}</p>
      <dl className="mx-auto mt-5 grid max-w-sm grid-cols-2 gap-2 text-left">
        <div className="rounded-xl bg-stone-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-stone-600">Wait now</dt>
          <dd className="font-bold text-stone-900">{booking.waitMinutes === null ? "Ask the host" : waitText(booking.waitMinutes)}</dd>
        </div>
        <div className="rounded-xl bg-stone-50 px-3 py-2.5">
          <dt className="flex items-center gap-1 text-xs font-medium text-stone-600">
            <UserIcon size={12} /> Party
          </dt>
          <dd className="truncate font-bold text-stone-900">
            {booking.guestCount} · {booking.fullName}
          </dd>
        </div>
      </dl>
      {booking.quotedWaitMinutes !== null && (
        <p className="mt-3 text-xs text-stone-500">
          Quoted {waitText(booking.quotedWaitMinutes)} when you joined. We text you when your table is ready.
        </p>
      )}
    </div>
  );
}
