import { OrderStatus } from "@forkful/contracts/order-status";
import { describe, expect, it } from "vitest";
import type { OrderRecord, OrdersRepository } from "./orders.repository";
import { DISCOUNT_REFUSALS, MONEY_LOCKED, repriceUnderLock, TIP_REFUSALS } from "./reprice-order";

const NOW = new Date("2026-11-24T12:00:00Z");

function orderWith(order: Partial<OrderRecord["order"]>, payments: { state: string }[] = []): OrderRecord {
  return {
    order: {
      id: "order-1",
      status: 6,
      customerId: "diner-1",
      subtotal: 2000,
      tax: 160,
      deliveryFee: 0,
      tip: 0,
      tipType: "FLATFEE",
      discount: 0,
      walletRedeemed: 0,
      total: 2160,
      ...order,
    },
    payments,
  } as unknown as OrderRecord;
}

/** A repository holding one order: what was written and what went back to the wallet. */
function fakeOrders(record: OrderRecord) {
  const written: Record<string, unknown>[] = [];
  const credited: { customerId: string; amount: number }[] = [];
  const orders = {
    lockOrder: async () => record,
    updateOrderIfStatus: async (_id: string, status: number, changes: Record<string, unknown>) => {
      written.push(changes);
      return status === record.order.status;
    },
    creditWallet: async (_tx: unknown, customerId: string, amount: number) => void credited.push({ customerId, amount }),
  } as unknown as OrdersRepository;
  return { orders, written, credited };
}

describe("repriceUnderLock", () => {
  it("writes a new tip and its type with the new total", async () => {
    const fake = fakeOrders(orderWith({}));
    await repriceUnderLock(fake, {} as never, "order-1", () => ({ tip: 300, tipType: "FLATFEE" }), NOW, TIP_REFUSALS);
    expect(fake.written).toEqual([{ tip: 300, tipType: "FLATFEE", walletRedeemed: 0, total: 2460, updatedAt: NOW }]);
    expect(fake.credited).toEqual([{ customerId: "diner-1", amount: 0 }]);
  });

  it("writes a discount without touching the tip, and gives back wallet money no longer due", async () => {
    const fake = fakeOrders(orderWith({ walletRedeemed: 2160, total: 0 }));
    await repriceUnderLock(fake, {} as never, "order-1", async () => ({ discount: 500 }), NOW, DISCOUNT_REFUSALS);
    expect(fake.written).toEqual([{ discount: 500, walletRedeemed: 1660, total: 0, updatedAt: NOW }]);
    expect(fake.credited).toEqual([{ customerId: "diner-1", amount: 500 }]);
  });

  it("refuses with each path's own words once a payment holds the money, and changes nothing", async () => {
    const held = orderWith({}, [{ state: "authorized" }]);
    const tip = fakeOrders(held);
    await expect(repriceUnderLock(tip, {} as never, "order-1", () => ({ tip: 100 }), NOW, TIP_REFUSALS)).rejects.toThrow(
      "Payment has started for this order, so its tip can no longer change",
    );
    const discount = fakeOrders(held);
    await expect(repriceUnderLock(discount, {} as never, "order-1", () => ({ discount: 100 }), NOW, DISCOUNT_REFUSALS)).rejects.toThrow(
      MONEY_LOCKED,
    );
    expect([...tip.written, ...discount.written, ...tip.credited, ...discount.credited]).toEqual([]);
  });

  it("refuses a finished order", async () => {
    const fake = fakeOrders(orderWith({ status: OrderStatus.Delivered }));
    await expect(repriceUnderLock(fake, {} as never, "order-1", () => ({ discount: 100 }), NOW, DISCOUNT_REFUSALS)).rejects.toThrow(
      "This order is finished; its amount can no longer change",
    );
    expect(fake.written).toEqual([]);
  });
});
