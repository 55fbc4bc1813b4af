import type { Booking } from "@forkful/contracts/bookings";
import { useState } from "react";
import type { FloorTable } from "../api/get-tables";
import { type BookingMove, useMoveBooking } from "../api/move-booking";
import { useHostMove } from "../use-host-move";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { SeatDialog } from "./seat-dialog";

type Asking = { kind: "seat" | "notify" | "cancel"; party: Booking } | null;

/** The moves of the waitlist and the day's book: those that ask something first (a table, a reason) open a dialog. */
export function useBookingDesk() {
  const move = useMoveBooking();
  const { refusal, send, clear } = useHostMove();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => {
    setAsking(null);
    clear();
  };
  return {
    asking,
    refusal,
    pending: move.isPending,
    close,
    ask: (kind: "seat" | "notify" | "cancel", party: Booking) => {
      clear();
      setAsking({ kind, party });
    },
    run: (booking: BookingMove, after?: () => void) => send(() => move.mutateAsync(booking), after),
  };
}

export type BookingDesk = ReturnType<typeof useBookingDesk>;

/** The dialog the desk is asking through, if any. */
export function BookingDialogs({ desk, tables }: { desk: BookingDesk; tables: FloorTable[] }) {
  const { asking, refusal, pending, close, run } = desk;
  if (!asking) return null;
  const { reservationId } = asking.party;
  if (asking.kind === "cancel")
    return (
      <CancelBookingDialog
        party={asking.party}
        pending={pending}
        refusal={refusal}
        onClose={close}
        onCancel={(cancelReason) => run({ move: "cancel", reservationId, cancelReason }, close)}
      />
    );
  return (
    <SeatDialog
      kind={asking.kind}
      party={asking.party}
      tables={tables}
      pending={pending}
      refusal={refusal}
      onClose={close}
      onConfirm={(tableId) =>
        asking.kind === "seat"
          ? tableId && run({ move: "seat", reservationId, tableId }, close)
          : run({ move: "notify", reservationId, ...(tableId ? { tableId } : {}) }, close)
      }
    />
  );
}

/** A refusal of a move made without a dialog (finish, no-show), said above the list. */
export function MoveRefusal({ desk }: { desk: BookingDesk }) {
  if (!desk.refusal || desk.asking) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
      {desk.refusal}
    </p>
  );
}
