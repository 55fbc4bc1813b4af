import type { KitchenTicket } from "@forkful/contracts/kitchen";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { useRef } from "react";
import { minutesSince, nextDishStatus, TYPE_WORDS } from "../lib/kitchen-rail";
import "./kitchen-print.css";

const DISH_STYLE: Record<string, string> = {
  sent: "border-stone-300 bg-white",
  41: "border-amber-400 bg-amber-50",
  42: "border-emerald-500 bg-emerald-50",
  59: "border-stone-300 bg-stone-100 line-through",
};

export interface TicketActions {
  onDish: (ticket: KitchenTicket, lineId: number, to: 41 | 42) => void;
  onBump: (ticket: KitchenTicket) => void;
  busy: boolean;
}

/** Prints only this card (kitchen-print.css), on the 80 mm printer. */
function printCard(card: HTMLElement | null) {
  if (!card) return;
  card.classList.add("print-ticket");
  document.body.classList.add("printing-ticket");
  try {
    window.print();
  } finally {
    card.classList.remove("print-ticket");
    document.body.classList.remove("printing-ticket");
  }
}

/** One ticket on the rail: what to make, for whom, how long since it came in, and its bump. */
export function TicketCard({ ticket, now, actions }: { ticket: KitchenTicket; now: number; actions: TicketActions }) {
  const card = useRef<HTMLElement>(null);
  const received = ticket.receivedAt ?? ticket.placedAt;
  const late = ticket.promisedAt != null && Date.parse(ticket.promisedAt) < now;
  const titleId = `ticket-${ticket.orderId}-${ticket.sortOrder}`;
  const where = ticket.tableId ? `Table ${ticket.tableId}` : TYPE_WORDS[ticket.orderType ?? ""];
  const ready = ticket.status === 43;
  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      className={cn(
        "arrive flex w-72 shrink-0 flex-col gap-2 rounded-xl border-2 bg-white p-3 shadow-sm",
        late ? "border-red-500" : ready ? "border-emerald-500" : "border-stone-300",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-stone-900">
          #{ticket.orderNumber}
          {ticket.sortOrder > 1 ? ` · round ${ticket.sortOrder}` : ""} · {where}
        </h3>
        <span className={cn("text-sm whitespace-nowrap tabular-nums", late ? "font-bold text-red-700" : "text-stone-700")}>
          {late ? "Late · " : ""}
          {minutesSince(received, now)} min
        </span>
      </div>
      <p className="flex flex-wrap gap-2 text-sm text-stone-700">
        {ticket.dinerName && <span>{ticket.dinerName}</span>}
        <span className="font-semibold">{ticket.statusLabel}</span>
        {ticket.recalled && <span className="rounded bg-indigo-100 px-1.5 font-semibold text-indigo-900">Recalled</span>}
      </p>
      {ticket.note && <p className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-950">Note: {ticket.note}</p>}
      <ul className="flex flex-col gap-1.5">
        {ticket.items.map((item) => {
          const next = nextDishStatus(item.status);
          return (
            <li key={item.lineId}>
              <button
                type="button"
                disabled={next === null || actions.busy}
                onClick={() => next && actions.onDish(ticket, item.lineId, next)}
                aria-label={`${item.quantity}× ${item.itemName}: ${item.statusLabel}${next ? `. Tap: ${next === 41 ? "start" : "ready"}` : ""}`}
                className={cn(
                  "kds-dish flex min-h-11 w-full flex-col rounded-lg border-2 px-2 py-1 text-left text-sm disabled:cursor-default",
                  DISH_STYLE[String(item.status ?? "sent")],
                )}
              >
                <span className="font-semibold text-stone-900">
                  {item.quantity}× {item.itemName}
                  {item.diet && <span className="ml-1 text-xs font-normal text-stone-600">({item.diet})</span>}
                </span>
                {item.options.length > 0 && <span className="text-stone-700">{item.options.join(", ")}</span>}
                {item.comment && <span className="text-amber-900">“{item.comment}”</span>}
                <span className="text-xs text-stone-600">
                  {item.statusLabel}
                  {item.station ? ` · ${item.stationName ?? item.station}` : ""}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="mt-auto flex gap-2">
        <Button className="min-h-11 flex-1" disabled={actions.busy} onClick={() => actions.onBump(ticket)}>
          Bump{ready ? " · served" : " · ready"}
        </Button>
        <Button
          variant="secondary"
          className="min-h-11"
          onClick={() => printCard(card.current)}
          aria-label={`Print ticket #${ticket.orderNumber}`}
        >
          Print
        </Button>
      </div>
    </article>
  );
}
