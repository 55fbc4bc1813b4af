import { CHECKIN_ANSWER_MINUTES } from "@forkful/contracts/booking-rules";
import type { Booking } from "@forkful/contracts/bookings";
import { TableIcon } from "@forkful/ui/icons";
import { formatCountdown, useCountdown } from "../../../shared/hooks/use-countdown";
import { PartyAnswerButtons } from "./party-answer-buttons";

/**
 * The party's table is ready: where, how long it has to come to the host before its place is released, and its answer
 * to the host (on its way, or a few more minutes).
 */
export function TableReady({ booking }: { booking: Booking }) {
  const seconds = useCountdown(booking.answerBy ? Date.parse(booking.answerBy) : null);
  return (
    <div className="rounded-2xl bg-brand p-5 text-center text-on-brand shadow-lg md:p-8">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-white/20">
        <TableIcon size={28} />
      </span>
      <p role="alert" className="mt-3 text-3xl font-extrabold md:text-4xl">
        Your table is ready
      </p>
      {booking.table && (
        <p className="mt-2 text-lg font-semibold">
          {booking.table.tableName} · {booking.table.sectionName}
        </p>
      )}
      <p className="mt-3">Please come to the host{booking.answerBy ? " within" : ` within ${CHECKIN_ANSWER_MINUTES} minutes`}</p>
      {booking.answerBy && (
        <p className="mt-1 text-4xl font-bold tabular-nums">
          <span aria-hidden="true">{formatCountdown(seconds)}</span>
          <span className="sr-only">{Math.ceil(seconds / 60)} minutes left</span>
        </p>
      )}
      <p className="mt-2 text-sm opacity-90">After that, your place goes to the next party.</p>
      <PartyAnswerButtons booking={booking} />
    </div>
  );
}
