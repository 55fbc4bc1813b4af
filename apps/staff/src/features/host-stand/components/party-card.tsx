import { PARTY_ANSWER_LABELS } from "@forkful/contracts/booking-texts";
import type { Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { clockTime, minutesSince } from "../host-times";
import type { BookingDesk } from "./booking-desk";
import { BookingHistory } from "./booking-history";

/** One party in line: its place, name and size, the wait quoted against the wait so far, its answer, and the host's moves. */
export function PartyCard({ party, now, desk }: { party: Booking; now: number; desk: BookingDesk }) {
  const waited = minutesSince(party.createdAt, now);
  const quoted = party.quotedWaitMinutes;
  const over = quoted !== null && waited > quoted;
  const ready = party.status === "Notified";
  const titleId = `party-${party.reservationId}`;
  return (
    <li
      aria-labelledby={titleId}
      className={cn("rounded-xl border bg-white p-3 shadow-sm", ready ? "border-emerald-400 ring-1 ring-emerald-300" : "border-stone-200")}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-base font-bold text-stone-900">
          {party.position !== null && <span className="text-stone-600">#{party.position} </span>}
          {party.fullName} · {party.guestCount} {party.guestCount === 1 ? "guest" : "guests"}
        </h3>
        <p className={cn("text-sm tabular-nums", over ? "font-bold text-red-700" : "text-stone-700")}>
          Waited {waited} min{quoted !== null ? ` · quoted ${quoted} min` : ""}
        </p>
      </div>
      {ready && (
        <p className="mt-1 text-sm font-semibold text-emerald-800">
          Table ready{party.table ? ` at ${party.table.tableName}` : ""}
          {party.answerBy ? ` · to come by ${clockTime(party.answerBy, party.timeZone)}` : ""}
        </p>
      )}
      {party.partyAnswer && (
        <p className="mt-1 inline-block rounded bg-sky-100 px-2 py-0.5 text-sm font-semibold text-sky-950">
          They said: {PARTY_ANSWER_LABELS[party.partyAnswer]}
        </p>
      )}
      {party.channelName === "HOST" && <p className="text-xs text-stone-600">Walk-in</p>}
      {party.note && <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-950">Note: {party.note}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        {!ready && (
          <Button size="sm" variant="secondary" disabled={desk.pending} onClick={() => desk.ask("notify", party)}>
            Notify
          </Button>
        )}
        <Button size="sm" disabled={desk.pending} onClick={() => desk.ask("seat", party)}>
          Seat
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={desk.pending}
          onClick={() => desk.run({ move: "no-show", reservationId: party.reservationId })}
        >
          No-show
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={desk.pending}
          onClick={() => desk.ask("cancel", party)}
          className="ml-auto text-red-700"
        >
          Cancel
        </Button>
      </div>
      <div className="mt-2">
        <BookingHistory reservationId={party.reservationId} />
      </div>
    </li>
  );
}
