/**
 * The staff orders board (issue 26): its columns, which order statuses each holds, and the moves staff make from a
 * card. The state machine (order-status.ts) decides which moves exist; this says how the board groups and names them.
 */
import { AWAITING_RESTAURANT_STATUSES, canMoveOrder, OrderStatus, QUEUED_PAYMENT_STATUSES } from "./order-status";

export const BOARD_COLUMNS = [
  { id: "new", title: "New", statuses: [OrderStatus.Created, OrderStatus.Modified] },
  { id: "accepted", title: "Accepted", statuses: [OrderStatus.Accepted] },
  {
    id: "preparing",
    title: "Preparing",
    statuses: [OrderStatus.BeingPrepared, OrderStatus.EventOrderBeingPrepared, OrderStatus.KitchenTicketReady],
  },
  { id: "ready", title: "Ready", statuses: [OrderStatus.Ready, OrderStatus.Served, OrderStatus.ContactlessOrderServed] },
  { id: "out", title: "On the way", statuses: [OrderStatus.OutForDelivery, OrderStatus.ValetReachedDestination] },
] as const;
export type BoardColumnId = (typeof BOARD_COLUMNS)[number]["id"];

/** Every status the board shows: what GET /staff/orders?status=… asks for. */
export const BOARD_STATUSES: readonly number[] = BOARD_COLUMNS.flatMap((column) => column.statuses);

export function boardColumnOf(status: number): BoardColumnId | null {
  return BOARD_COLUMNS.find((column) => (column.statuses as readonly number[]).includes(status))?.id ?? null;
}

/** A new order whose card payment has not gone through: shown apart, and not acceptable until it has. */
export function isAwaitingCardPayment(order: { status: number; paymentStatus: number | null }): boolean {
  return (
    (order.status === OrderStatus.Created || order.status === OrderStatus.Modified) &&
    !QUEUED_PAYMENT_STATUSES.includes(order.paymentStatus ?? -1)
  );
}

/** An order the diner pays at the restaurant whose money has not been taken yet. */
export const isPaidAtCounterPending = (order: { paymentStatus: number | null }): boolean =>
  order.paymentStatus === OrderStatus.PaymentAtLocationInitiated;

/** The words on a move's button. Cancelling has its own button (it asks for a reason). */
const MOVE_WORDS: Partial<Record<number, string>> = {
  [OrderStatus.Accepted]: "Accept",
  [OrderStatus.BeingPrepared]: "Start preparing",
  [OrderStatus.EventOrderBeingPrepared]: "Start preparing",
  [OrderStatus.KitchenTicketReady]: "Ticket ready",
  [OrderStatus.Ready]: "Mark ready",
  [OrderStatus.PickedUp]: "Handed over",
  [OrderStatus.OutForDelivery]: "Out for delivery",
  [OrderStatus.ValetReachedDestination]: "Courier arrived",
  [OrderStatus.Delivered]: "Delivered",
  [OrderStatus.Served]: "Served",
  [OrderStatus.ContactlessOrderServed]: "Served",
  [OrderStatus.Complete]: "Complete",
};

/**
 * The forward moves a card offers, in the machine's order: the statuses the order may reach from where it is, for its
 * type, that staff set (not a diner's cancel, not the merchant's cancel, which has its own button). An event order
 * prepares as one; any other order never takes the event path.
 */
export function boardMoves(order: { status: number; orderType: string; eventSlug: string | null }): { to: number; label: string }[] {
  const seen = new Set<string>();
  const moves: { to: number; label: string }[] = [];
  for (const to of [
    OrderStatus.Accepted,
    order.eventSlug ? OrderStatus.EventOrderBeingPrepared : OrderStatus.BeingPrepared,
    OrderStatus.KitchenTicketReady,
    OrderStatus.Ready,
    OrderStatus.PickedUp,
    OrderStatus.OutForDelivery,
    OrderStatus.ValetReachedDestination,
    OrderStatus.Delivered,
    OrderStatus.Served,
    OrderStatus.Complete,
  ]) {
    const label = MOVE_WORDS[to];
    if (!label || seen.has(label) || !canMoveOrder(order.status, to, order.orderType)) continue;
    seen.add(label);
    moves.push({ to, label });
  }
  return moves;
}

export const mayCancelOnBoard = (order: { status: number; orderType: string }): boolean =>
  canMoveOrder(order.status, OrderStatus.CancelledByMerchant, order.orderType);

/** How long before its time a scheduled or event order comes onto the board, to be accepted and prepared. */
export const BOARD_LEAD_MINUTES = 60;

/**
 * A scheduled or event order not yet accepted waits off the board ("Later") until BOARD_LEAD_MINUTES before its time;
 * an order for now, or one staff already accepted, is on the board.
 */
export function isHeldForLater(order: { status: number; orderTimeASAP: boolean; scheduledAt: string | null }, now: number): boolean {
  if (order.orderTimeASAP || !order.scheduledAt || !AWAITING_RESTAURANT_STATUSES.includes(order.status)) return false;
  return Date.parse(order.scheduledAt) - BOARD_LEAD_MINUTES * 60_000 > now;
}
