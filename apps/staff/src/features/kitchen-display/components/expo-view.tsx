import { KDS_TEXTS, type KitchenTicket } from "@forkful/contracts/kitchen";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { type ExpoOrder, expoDishDone, expoMove, expoOrders } from "../lib/expo-orders";
import { minutesSince, TYPE_WORDS } from "../lib/kitchen-rail";

const MOVE_WORDS = { ready: "ready", serve: "serve", clear: "clear" } as const;

export interface ExpoActions {
  onBump: (ticket: KitchenTicket) => void;
  busy: boolean;
}

function ExpoRound({ round, actions, only }: { round: KitchenTicket; actions: ExpoActions; only: boolean }) {
  const move = expoMove(round);
  const label = only ? "" : `Round ${round.sortOrder}`;
  return (
    <li className="flex flex-col gap-1.5 border-t border-stone-200 pt-2 first:border-t-0 first:pt-0">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold text-stone-800">
          {label}
          {label && " · "}
          {round.statusLabel}
          {round.dinerName && <span className="font-normal text-stone-700"> · {round.dinerName}</span>}
        </span>
        <Button
          variant={move === "serve" ? "primary" : "secondary"}
          size="sm"
          className="min-h-11 shrink-0"
          disabled={actions.busy}
          onClick={() => actions.onBump(round)}
          aria-label={`Round ${round.sortOrder} of #${round.orderNumber}: ${MOVE_WORDS[move]}`}
        >
          {move === "serve" ? "Serve" : move === "clear" ? "Clear" : "Ready"}
        </Button>
      </div>
      <ul className="flex flex-col gap-1" aria-label={`Dishes of round ${round.sortOrder}`}>
        {round.items.map((item) => {
          const done = expoDishDone(round, item.status);
          return (
            <li
              key={item.lineId}
              className={cn(
                "flex items-baseline justify-between gap-2 rounded-lg border px-2 py-1 text-sm",
                done ? "border-emerald-500 bg-emerald-50" : "border-stone-300 bg-white",
              )}
            >
              <span className="min-w-0 text-stone-900">
                <span className="font-semibold">
                  {item.quantity}× {item.itemName}
                </span>
                {item.options.length > 0 && <span className="block text-stone-700">{item.options.join(", ")}</span>}
              </span>
              <span className="flex shrink-0 flex-col items-end text-xs">
                <span className="rounded bg-stone-100 px-1.5 font-semibold text-stone-800">{item.stationName ?? KDS_TEXTS.noStation}</span>
                <span className={done ? "font-semibold text-emerald-800" : "text-stone-700"}>{item.statusLabel}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

function ExpoOrderCard({ order, now, actions }: { order: ExpoOrder; now: number; actions: ExpoActions }) {
  const [first] = order.rounds;
  const titleId = `expo-${order.orderId}`;
  const where = first!.tableId ? `Table ${first!.tableId}` : TYPE_WORDS[first!.orderType ?? ""];
  const late = order.rounds.some((round) => round.promisedAt != null && Date.parse(round.promisedAt) < now);
  const runnable = order.rounds.filter((round) => expoMove(round) !== "clear");
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "flex w-80 shrink-0 flex-col gap-2 rounded-xl border-2 bg-white p-3 shadow-sm",
        order.readyToRun ? "border-emerald-500" : late ? "border-red-500" : "border-stone-300",
      )}
    >
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-stone-900">
          #{order.orderNumber} · {where}
        </h3>
        <span className={cn("text-sm whitespace-nowrap tabular-nums", late ? "font-bold text-red-700" : "text-stone-700")}>
          {late ? "Late · " : ""}
          {minutesSince(order.receivedAt, now)} min
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {order.readyToRun ? (
          <span className="rounded bg-emerald-700 px-2 py-0.5 font-bold text-white">{KDS_TEXTS.readyToRun}</span>
        ) : (
          <span className="font-semibold text-stone-800">
            {order.done} of {order.total} ready
          </span>
        )}
        {order.rounds.some((round) => round.recalled) && (
          <span className="rounded bg-indigo-100 px-1.5 font-semibold text-indigo-900">{KDS_TEXTS.recalled}</span>
        )}
      </p>
      {first!.note && <p className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-950">Note: {first!.note}</p>}
      <ul className="flex flex-col gap-2">
        {order.rounds.map((round) => (
          <ExpoRound key={round.sortOrder} round={round} actions={actions} only={order.rounds.length === 1} />
        ))}
      </ul>
      {order.readyToRun && runnable.length > 1 && (
        <Button
          className="mt-auto min-h-11"
          disabled={actions.busy}
          onClick={() => {
            for (const round of runnable) actions.onBump(round);
          }}
        >
          Run the whole order
        </Button>
      )}
    </article>
  );
}

/** Expo: the rail as whole orders, each dish with its station and state, an order ready to run when all is done. */
export function ExpoView({ tickets, now, actions }: { tickets: KitchenTicket[]; now: number; actions: ExpoActions }) {
  const orders = expoOrders(tickets);
  const ready = orders.filter((order) => order.readyToRun).length;
  return (
    <section aria-label="Expo" className="flex min-w-0 flex-1 flex-col gap-2">
      <p className="text-sm text-stone-700" aria-live="polite">
        {orders.length} {orders.length === 1 ? "order" : "orders"} · {ready} {KDS_TEXTS.readyToRun.toLowerCase()}
      </p>
      <div className="flex gap-3 overflow-x-auto pb-2">
        {orders.map((order) => (
          <ExpoOrderCard key={order.orderId} order={order} now={now} actions={actions} />
        ))}
      </div>
    </section>
  );
}
