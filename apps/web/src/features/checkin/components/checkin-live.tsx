import type { Booking } from "@forkful/contracts/bookings";
import { Button, buttonClasses } from "@forkful/ui/button";
import { CheckIcon, DishIcon } from "@forkful/ui/icons";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { StreamState } from "../../../shared/api/event-stream";
import { checkinPhase } from "../lib/checkin-phase";
import { LeaveLineDialog } from "./leave-line-dialog";
import { PlaceInLine } from "./place-in-line";
import { TableReady } from "./table-ready";

export interface CheckinLiveProps {
  booking: Booking;
  stream: StreamState;
  onJoinAgain: () => void;
}

/** After joining: the party's place in line, live; its table ready; seated; or its visit over, with Join again. */
export function CheckinLive({ booking, stream, onJoinAgain }: CheckinLiveProps) {
  const [leaving, setLeaving] = useState(false);
  const phase = checkinPhase(booking.status);
  const base = `/${booking.merchantType}/${booking.locationSlug}`;

  let body: ReactNode;
  if (phase === "waiting") body = <PlaceInLine booking={booking} />;
  else if (phase === "ready") body = <TableReady booking={booking} />;
  else if (phase === "seated") {
    body = (
      <Outcome
        icon={<DishIcon size={28} />}
        title="Enjoy your meal"
        text={booking.table ? `You're seated at ${booking.table.tableName}.` : "You're seated."}
      >
        {booking.table && (
          <Link to={`${base}/table/${booking.table.tableId}/menu/dinein`} className={buttonClasses("primary", "lg")}>
            Open the table's menu
          </Link>
        )}
      </Outcome>
    );
  } else {
    body = (
      <Outcome
        icon={<CheckIcon size={28} />}
        title={booking.statusLabel}
        text={booking.cancelReason ? `Reason: ${booking.cancelReason}` : null}
      >
        <Button size="lg" onClick={onJoinAgain}>
          Join again
        </Button>
      </Outcome>
    );
  }

  return (
    <section aria-label="Your place in line" className="mx-auto max-w-xl space-y-4">
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-8">
        {body}
        {stream === "reconnecting" && phase !== "ended" && (
          <p role="status" className="mt-4 text-center text-xs text-stone-500">
            Reconnecting… your place is kept.
          </p>
        )}
      </div>
      {booking.canCancel && (
        <div className="text-center">
          <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setLeaving(true)}>
            Leave the line
          </Button>
        </div>
      )}
      {leaving && (
        <LeaveLineDialog locationId={booking.locationId} reservationId={booking.reservationId} onClose={() => setLeaving(false)} />
      )}
    </section>
  );
}

function Outcome({ icon, title, text, children }: { icon: ReactNode; title: string; text: string | null; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">{icon}</span>
      <p className="text-2xl font-bold text-stone-900">{title}</p>
      {text && <p className="text-stone-600">{text}</p>}
      {children && <div className="mt-3">{children}</div>}
    </div>
  );
}
