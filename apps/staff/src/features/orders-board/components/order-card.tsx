import { formatMoney } from "@forkful/contracts/money";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { boardMoves, isAwaitingCardPayment, isPaidAtCounterPending, mayCancelOnBoard } from "@forkful/contracts/staff-board";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { LateNote } from "./late-note";

const TYPE_WORDS: Record<string, string> = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" };

export interface OrderCardActions {
  onDetails: (order: Order) => void;
  onMove: (order: Order, to: number) => void;
  onCancel: (order: Order) => void;
  onTakePayment: (order: Order) => void;
  /** A late order's offered credit, given (a manager). */
  onGiveCredit: (order: Order) => void;
  givesCredit: boolean;
  /** Whether this staff member may take money at the counter (a manager). */
  takesPayments: boolean;
  /** Whether this staff member may move an order to a status (the kitchen only into preparation and on to ready). */
  mayMoveTo: (status: number) => boolean;
  busy: boolean;
}

function minutesSince(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

/** One order on the board: who, what, how long ago, how it is paid, and the moves it can make from here. */
export function OrderCard({ order, now, actions }: { order: Order; now: number; actions: OrderCardActions }) {
  const waited = minutesSince(order.orderTime, now);
  const awaitingPayment = isAwaitingCardPayment(order);
  const counterPending = isPaidAtCounterPending(order);
  // Late past its promise, or told it runs late (its promise then moved on).
  const late = order.late != null || (order.etaTime !== null && Date.parse(order.etaTime) < now);
  const titleId = `order-${order.orderId}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // Cards off screen skip style, layout and paint (a board of 200 open orders scrolls without long tasks).
        "arrive rounded-xl border bg-white p-3 shadow-sm [contain-intrinsic-size:auto_15rem] [content-visibility:auto]",
        late ? "border-red-400 ring-1 ring-red-300" : "border-stone-200",
      )}
    >
      <header className="flex items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-base font-bold whitespace-nowrap text-stone-900">
          <button
            type="button"
            onClick={() => actions.onDetails(order)}
            className="rounded underline-offset-2 hover:underline"
            aria-haspopup="dialog"
          >
            #{order.orderNumber} · {TYPE_WORDS[order.orderType] ?? order.orderType}
          </button>
        </h3>
        <span className={cn("text-sm whitespace-nowrap tabular-nums", late ? "font-bold text-red-700" : "text-stone-600")}>
          {late ? "Late · " : ""}
          {waited} min
        </span>
      </header>
      <p className="text-sm text-stone-700">{order.fullName}</p>
      {order.scheduledAt && !order.orderTimeASAP && (
        <p className="text-sm font-semibold text-indigo-800">
          For {new Date(order.scheduledAt).toLocaleString([], { timeStyle: "short", dateStyle: "short" })}
        </p>
      )}
      <ul className="mt-2 space-y-0.5 text-sm text-stone-800">
        {order.items.map((item) => (
          <li key={item.lineId}>
            <span className="font-semibold">{item.quantity}×</span> {item.itemName}
            {item.options.length > 0 && (
              <span className="text-stone-600"> ({item.options.map((option) => option.optionName).join(", ")})</span>
            )}
          </li>
        ))}
      </ul>
      {order.etaTime && !awaitingPayment && order.status !== 6 && order.status !== 7 && (
        <p className={cn("text-sm", late ? "font-semibold text-red-700" : "text-stone-700")}>
          Promised {new Date(order.etaTime).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" })}
        </p>
      )}
      <LateNote order={order} now={now} givesCredit={actions.givesCredit} busy={actions.busy} onGiveCredit={actions.onGiveCredit} />
      {order.comment && <p className="mt-1 rounded bg-amber-50 px-2 py-1 text-sm text-amber-950">Note: {order.comment}</p>}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold">{formatMoney(order.totals.total, order.currency)}</span>
        {awaitingPayment && <span className="rounded bg-stone-200 px-1.5 py-0.5 text-xs font-semibold">Awaiting card payment</span>}
        {counterPending && <span className="rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">Pay at counter</span>}
      </p>
      <CardActions order={order} awaitingPayment={awaitingPayment} counterPending={counterPending} actions={actions} />
    </article>
  );
}

function CardActions({
  order,
  awaitingPayment,
  counterPending,
  actions,
}: {
  order: Order;
  awaitingPayment: boolean;
  counterPending: boolean;
  actions: OrderCardActions;
}) {
  const moves = awaitingPayment ? [] : boardMoves(order).filter((move) => actions.mayMoveTo(move.to));
  const takesMoney = counterPending && actions.takesPayments;
  const cancels = mayCancelOnBoard(order) && actions.mayMoveTo(OrderStatus.CancelledByMerchant);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {/* The next move is the card's big target (a tap with a wet hand); the rest sit beneath it. */}
      {moves.map((move) => (
        <Button key={move.to} disabled={actions.busy} onClick={() => actions.onMove(order, move.to)} className="w-full">
          {move.label}
        </Button>
      ))}
      {(takesMoney || cancels) && (
        <div className="flex items-center justify-between gap-2">
          {takesMoney && (
            <Button
              size="sm"
              variant="secondary"
              disabled={actions.busy}
              onClick={() => actions.onTakePayment(order)}
              className="whitespace-nowrap"
            >
              Mark paid
            </Button>
          )}
          {cancels && (
            <Button
              size="sm"
              variant="ghost"
              disabled={actions.busy}
              onClick={() => actions.onCancel(order)}
              className="ml-auto text-red-700"
            >
              Cancel
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
