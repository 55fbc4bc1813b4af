import { describe, expect, it } from "vitest";
import { OrderStatus } from "./order-status";
import { BOARD_COLUMNS, BOARD_STATUSES, boardColumnOf, boardMoves, isAwaitingCardPayment, mayCancelOnBoard } from "./staff-board";

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
