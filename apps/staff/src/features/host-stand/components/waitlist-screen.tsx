import { Button } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useState } from "react";
import { useNow } from "../../../shared/hooks/use-now";
import { useAddWalkIn, type WalkInFields } from "../api/add-walk-in";
import { useTables } from "../api/get-tables";
import { useWaitlist } from "../api/get-waitlist";
import { useHostMove } from "../use-host-move";
import { BookingDialogs, MoveRefusal, useBookingDesk } from "./booking-desk";
import { FloorPlan } from "./floor-plan";
import { PartyCard } from "./party-card";
import { SeatedParties } from "./seated-parties";
import { WalkInDialog } from "./walk-in-dialog";

/** The host stand's line: the parties waiting in order, walk-ins, those seated, and the tables to seat them at. */
export function WaitlistScreen() {
  const waitlist = useWaitlist();
  const tables = useTables();
  const desk = useBookingDesk();
  const now = useNow();
  const walkIn = useWalkIn();

  if (waitlist.isPending || tables.isPending) return <Spinner label="Loading the waitlist" />;
  if (waitlist.isError || tables.isError)
    return (
      <ErrorState message="The waitlist could not be loaded." onRetry={() => void Promise.all([waitlist.refetch(), tables.refetch()])} />
    );

  const { waiting, seated } = waitlist.data;
  const timeZone = waiting[0]?.timeZone ?? seated[0]?.timeZone ?? null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="flex flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold text-stone-900">In line ({waiting.length})</h2>
          <Button onClick={walkIn.open}>Add a walk-in</Button>
        </div>
        <MoveRefusal desk={desk} />
        {waiting.length === 0 ? (
          <EmptyState title="Nobody is waiting" body="Parties who join the line appear here as they do." />
        ) : (
          <ol aria-label="The line" className="flex flex-col gap-2">
            {waiting.map((party) => (
              <PartyCard key={party.reservationId} party={party} now={now} desk={desk} />
            ))}
          </ol>
        )}
        <SeatedParties parties={seated} now={now} desk={desk} />
      </div>
      <FloorPlan tables={tables.data} timeZone={timeZone} now={now} />
      <BookingDialogs desk={desk} tables={tables.data} />
      {walkIn.asking && (
        <WalkInDialog tables={tables.data} pending={walkIn.pending} refusal={walkIn.refusal} onAdd={walkIn.add} onClose={walkIn.close} />
      )}
    </div>
  );
}

function useWalkIn() {
  const addWalkIn = useAddWalkIn();
  const { refusal, send, clear } = useHostMove();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    clear();
  };
  return {
    asking,
    refusal,
    pending: addWalkIn.isPending,
    open: () => setAsking(true),
    close,
    add: (walkIn: WalkInFields) => send(() => addWalkIn.mutateAsync(walkIn), close),
  };
}
