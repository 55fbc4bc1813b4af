import { KDS_TEXTS, type KitchenTicket } from "@forkful/contracts/kitchen";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useState } from "react";
import { useKitchenStations } from "../../../shared/api/kitchen-stations";
import { useNow } from "../../../shared/hooks/use-now";
import { useBumpTicket, useMoveDish, useRecallTicket } from "../api/kitchen-moves";
import { useKitchenTickets } from "../api/kitchen-tickets";
import { type StationFilter, ticketsAt } from "../lib/kitchen-rail";
import { AllDayCounts } from "./all-day-counts";
import { ExpoView } from "./expo-view";
import { TicketCard } from "./ticket-card";

function StationPicker({ value, onChange }: { value: StationFilter; onChange: (next: StationFilter) => void }) {
  const stations = useKitchenStations().data ?? [];
  const choices = [
    { key: "all", name: KDS_TEXTS.allStations },
    ...stations.map((s) => ({ key: s.key, name: s.name })),
    { key: "expo", name: KDS_TEXTS.expo },
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Station</legend>
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          aria-pressed={value === choice.key}
          onClick={() => onChange(choice.key)}
          className={cn(
            "min-h-11 rounded-full border-2 px-4 text-sm font-semibold",
            value === choice.key ? "border-stone-900 bg-stone-900 text-white" : "border-stone-300 bg-white text-stone-800",
          )}
        >
          {choice.name}
        </button>
      ))}
    </fieldset>
  );
}

/** The kitchen display: the rail of tickets, oldest first, by station, with bump, recall and the all-day counts. */
export function KitchenDisplay() {
  const tickets = useKitchenTickets();
  const [station, setStation] = useState<StationFilter>("all");
  const now = useNow(15_000);
  const bump = useBumpTicket();
  const recall = useRecallTicket();
  const moveDish = useMoveDish();
  const failure = bump.error ?? recall.error ?? moveDish.error;
  const busy = bump.isPending || moveDish.isPending;
  const shown = ticketsAt(tickets.data ?? [], station);
  const actions = {
    busy,
    onBump: (ticket: KitchenTicket) => bump.mutate({ orderId: ticket.orderId, sortOrder: ticket.sortOrder }),
    onDish: (ticket: KitchenTicket, lineId: number, status: 41 | 42) => moveDish.mutate({ orderId: ticket.orderId, lineId, status }),
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StationPicker value={station} onChange={setStation} />
        <Button variant="secondary" className="min-h-11" disabled={recall.isPending} onClick={() => recall.mutate(undefined)}>
          Recall
        </Button>
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {failure.message}
        </p>
      )}
      {tickets.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner label="Loading tickets" />
        </div>
      ) : tickets.isError ? (
        <ErrorState message="The tickets could not be loaded." onRetry={() => void tickets.refetch()} />
      ) : (
        <div className="flex flex-col gap-3 lg:flex-row-reverse lg:items-start">
          {station !== "expo" && <AllDayCounts tickets={shown} />}
          {shown.length === 0 ? (
            <div className="flex-1">
              <EmptyState title={KDS_TEXTS.empty} />
            </div>
          ) : station === "expo" ? (
            <ExpoView tickets={shown} now={now} actions={actions} />
          ) : (
            <section aria-label="Rail" className="flex min-w-0 flex-1 gap-3 overflow-x-auto pb-2">
              {shown.map((ticket) => (
                <TicketCard key={`${ticket.orderId}-${ticket.sortOrder}`} ticket={ticket} now={now} actions={actions} />
              ))}
            </section>
          )}
        </div>
      )}
    </div>
  );
}
