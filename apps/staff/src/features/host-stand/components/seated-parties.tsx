import type { Booking } from "@forkful/contracts/bookings";
import { Button } from "@forkful/ui/button";
import { minutesSince } from "../host-times";
import type { BookingDesk } from "./booking-desk";

/** The parties at their tables now; Finish frees the table when they leave. */
export function SeatedParties({ parties, now, desk }: { parties: Booking[]; now: number; desk: BookingDesk }) {
  return (
    <section aria-labelledby="seated-title" className="flex flex-col gap-2">
      <h2 id="seated-title" className="text-sm font-bold tracking-wide text-stone-700 uppercase">
        Seated ({parties.length})
      </h2>
      {parties.length === 0 ? (
        <p className="text-sm text-stone-600">Nobody is seated.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {parties.map((party) => (
            <li key={party.reservationId} className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white px-3 py-2">
              <p className="flex-1 text-sm text-stone-900">
                <span className="font-semibold">{party.fullName}</span> · {party.guestCount} at {party.table?.tableName ?? "a table"}
                <span className="text-stone-600"> · {party.seatedAt ? minutesSince(party.seatedAt, now) : 0} min</span>
              </p>
              <Button
                size="sm"
                variant="secondary"
                disabled={desk.pending}
                onClick={() => desk.run({ move: "finish", reservationId: party.reservationId })}
                aria-label={`Finish ${party.fullName}'s visit`}
              >
                Finish
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
