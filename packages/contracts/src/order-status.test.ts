import { describe, expect, it } from "vitest";
import {
  canMoveOrder,
  isInQueue,
  isQueuedAtRestaurant,
  mayQueueAtRestaurant,
  OrderStatus,
  orderLabel,
  orderStatusLabel,
  orderStatusText,
  queuePlaceText,
} from "./order-status";

describe("order status labels", () => {
  it("labels the codes spec §4 names", () => {
    expect(orderStatusLabel(OrderStatus.Accepted)).toBe("Accepted");
    expect(orderStatusLabel(OrderStatus.Ready)).toBe("Order Ready");
    expect(orderStatusLabel(16)).toBe("Completed - Pickup Order");
    expect(orderStatusLabel(25)).toBe("In Queue");
    expect(orderStatusLabel(59)).toBe("Order Served (Dine-in)");
  });

  it("has no label for codes the spec leaves unlabelled", () => {
    expect(orderStatusLabel(OrderStatus.Created)).toBeUndefined();
    expect(orderStatusLabel(1234)).toBeUndefined();
  });
});

describe("order transitions", () => {
  it("follows the kitchen flow per order type", () => {
    expect(canMoveOrder(OrderStatus.Created, OrderStatus.Accepted, "pickup")).toBe(true);
    expect(canMoveOrder(OrderStatus.Accepted, OrderStatus.BeingPrepared, "pickup")).toBe(true);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.PickedUp, "pickup")).toBe(true);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.OutForDelivery, "delivery")).toBe(true);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.Served, "dinein")).toBe(true);
  });

  it("refuses skips, reversals, moves out of final states and moves that do not fit the type", () => {
    expect(canMoveOrder(OrderStatus.Created, OrderStatus.Ready, "pickup")).toBe(false);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.Accepted, "pickup")).toBe(false);
    expect(canMoveOrder(OrderStatus.PickedUp, OrderStatus.Ready, "pickup")).toBe(false);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.OutForDelivery, "pickup")).toBe(false);
    expect(canMoveOrder(OrderStatus.Ready, OrderStatus.PickedUp, "delivery")).toBe(false);
  });

  it("gives every status a diner-facing text", () => {
    expect(orderStatusText(OrderStatus.Created)).toBe("Order Received");
    expect(orderStatusText(OrderStatus.CancelledByCustomer)).toBe("Order Cancelled");
    expect(orderStatusText(OrderStatus.Ready)).toBe("Order Ready");
    // A table's tab with every dish served (60) reads as served, not as just received.
    expect(orderStatusText(OrderStatus.ContactlessOrderServed)).toBe("Order Served (Dine-in)");
  });
});

describe("the label a diner reads (status and payment together)", () => {
  it("says In Queue while a paid or pay-at-counter order waits for the restaurant", () => {
    for (const status of [OrderStatus.Created, OrderStatus.Modified])
      for (const paymentStatus of [OrderStatus.PaymentSuccess, OrderStatus.PaymentAtLocationInitiated]) {
        expect(isInQueue({ status, paymentStatus })).toBe(true);
        expect(orderLabel({ status, paymentStatus })).toBe("In Queue");
      }
  });

  it("reads as the status once the restaurant moved it, and as received while nothing is settled", () => {
    expect(orderLabel({ status: OrderStatus.Accepted, paymentStatus: OrderStatus.PaymentSuccess })).toBe("Accepted");
    expect(orderLabel({ status: OrderStatus.PickedUp, paymentStatus: OrderStatus.PaymentSuccess })).toBe("Completed - Pickup Order");
    expect(orderLabel({ status: OrderStatus.CancelledByCustomer, paymentStatus: OrderStatus.PaymentAtLocationInitiated })).toBe(
      "Order Cancelled",
    );
    for (const paymentStatus of [null, OrderStatus.PaymentInitiated, OrderStatus.PaymentDeclined, OrderStatus.GatewayError]) {
      expect(isInQueue({ status: OrderStatus.Created, paymentStatus })).toBe(false);
      expect(orderLabel({ status: OrderStatus.Created, paymentStatus })).toBe("Order Received");
    }
  });

  it("says where in the queue an order stands", () => {
    expect(queuePlaceText(1)).toBe("Next in the kitchen's queue");
    expect(queuePlaceText(2)).toBe("2nd in the kitchen's queue");
    expect(queuePlaceText(3)).toBe("3rd in the kitchen's queue");
    expect(queuePlaceText(4)).toBe("4th in the kitchen's queue");
    expect(queuePlaceText(11)).toBe("11th in the kitchen's queue");
    expect(queuePlaceText(22)).toBe("22nd in the kitchen's queue");
  });
});

describe("which orders queue at the restaurant", () => {
  const paidForNow = { status: OrderStatus.Created, paymentStatus: OrderStatus.PaymentSuccess, orderTimeAsap: true, tabState: null };

  it("queues a paid or pay-at-counter order for now that the restaurant has not accepted", () => {
    expect(isQueuedAtRestaurant(paidForNow)).toBe(true);
    expect(
      isQueuedAtRestaurant({ ...paidForNow, status: OrderStatus.Modified, paymentStatus: OrderStatus.PaymentAtLocationInitiated }),
    ).toBe(true);
  });

  it("lets an unpaid order for now join once paid, but never a scheduled order, a table's tab or an accepted order", () => {
    const unpaid = { ...paidForNow, paymentStatus: OrderStatus.PaymentInitiated };
    expect([mayQueueAtRestaurant(unpaid), isQueuedAtRestaurant(unpaid)]).toEqual([true, false]);
    for (const order of [
      { ...paidForNow, orderTimeAsap: false },
      { ...paidForNow, tabState: "open" },
      { ...paidForNow, status: OrderStatus.Accepted },
    ])
      expect([mayQueueAtRestaurant(order), isQueuedAtRestaurant(order)]).toEqual([false, false]);
  });
});
