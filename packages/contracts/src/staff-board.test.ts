import { describe, expect, it } from "vitest";
import { OrderStatus } from "./order-status";
import {
  BOARD_COLUMNS,
  BOARD_LEAD_MINUTES,
  BOARD_STATUSES,
  boardColumnOf,
  boardMoves,
  isAwaitingCardPayment,
  isHeldForLater,
  mayCancelOnBoard,
} from "./staff-board";

const order = (status: number, orderType = "pickup", eventSlug: string | null = null) => ({ status, orderType, eventSlug });

describe("the orders board", () => {
  it("puts every status in at most one column", () => {
    expect(new Set(BOARD_STATUSES).size).toBe(BOARD_STATUSES.length);
    expect(boardColumnOf(OrderStatus.Created)).toBe("new");
    expect(boardColumnOf(OrderStatus.KitchenTicketReady)).toBe("preparing");
    expect(boardColumnOf(OrderStatus.PickedUp)).toBeNull();
    expect(BOARD_COLUMNS.map((column) => column.id)).toEqual(["new", "accepted", "preparing", "ready", "out"]);
  });

  it("offers the moves the state machine allows for the order's type, cancel apart", () => {
    expect(boardMoves(order(OrderStatus.Created))).toEqual([{ to: OrderStatus.Accepted, label: "Accept" }]);
    expect(boardMoves(order(OrderStatus.Accepted))).toEqual([{ to: OrderStatus.BeingPrepared, label: "Start preparing" }]);
    expect(boardMoves(order(OrderStatus.Accepted, "pickup", "harvest-dinner"))).toEqual([
      { to: OrderStatus.EventOrderBeingPrepared, label: "Start preparing" },
    ]);
    expect(boardMoves(order(OrderStatus.Ready, "pickup")).map((move) => move.label)).toEqual(["Handed over"]);
    expect(boardMoves(order(OrderStatus.Ready, "delivery")).map((move) => move.label)).toEqual(["Out for delivery"]);
    expect(boardMoves(order(OrderStatus.Ready, "dinein")).map((move) => move.label)).toEqual(["Served"]);
    expect(boardMoves(order(OrderStatus.PickedUp))).toEqual([]);
  });

  it("lets staff cancel until the order is ready, never after", () => {
    expect(mayCancelOnBoard(order(OrderStatus.Created))).toBe(true);
    expect(mayCancelOnBoard(order(OrderStatus.BeingPrepared))).toBe(true);
    expect(mayCancelOnBoard(order(OrderStatus.Ready))).toBe(false);
  });

  it("keeps a new order whose card payment has not gone through apart", () => {
    expect(isAwaitingCardPayment({ status: OrderStatus.Created, paymentStatus: null })).toBe(true);
    expect(isAwaitingCardPayment({ status: OrderStatus.Created, paymentStatus: OrderStatus.PaymentDeclined })).toBe(true);
    expect(isAwaitingCardPayment({ status: OrderStatus.Created, paymentStatus: OrderStatus.PaymentSuccess })).toBe(false);
    expect(isAwaitingCardPayment({ status: OrderStatus.Created, paymentStatus: OrderStatus.PaymentAtLocationInitiated })).toBe(false);
    expect(isAwaitingCardPayment({ status: OrderStatus.Accepted, paymentStatus: null })).toBe(false);
  });
});

describe("a scheduled or event order on the board", () => {
  const now = Date.parse("2026-11-28T18:00:00Z");
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
  const order = (scheduledAt: string | null, status: number = OrderStatus.Created) => ({
    status,
    orderTimeASAP: scheduledAt === null,
    scheduledAt,
  });

  it("waits off the board until the lead time before its time, then comes on", () => {
    expect(isHeldForLater(order(at(BOARD_LEAD_MINUTES + 1)), now)).toBe(true);
    expect(isHeldForLater(order(at(BOARD_LEAD_MINUTES)), now)).toBe(false);
    expect(isHeldForLater(order(at(5)), now)).toBe(false);
  });

  it("is never held when it is for now, or once staff accepted it", () => {
    expect(isHeldForLater(order(null), now)).toBe(false);
    expect(isHeldForLater(order(at(24 * 60), OrderStatus.Accepted), now)).toBe(false);
  });
});
