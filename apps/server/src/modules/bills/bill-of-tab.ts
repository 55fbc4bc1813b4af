/**
 * A tab's bill as the split arithmetic reads it (issue 13): every dish of every round with its own tax, computed as
 * the order's totals were (applyBasisPoints of the dish's subtotal at its rate), and the order's tip, discount, wallet
 * and total. Tax the order holds beyond its dishes' (an order-level charge) is the bill's orderTax, shared by subtotal.
 */
import { applyBasisPoints } from "@forkful/contracts/money";
import { allocate, type Bill } from "@forkful/contracts/split-bill";
import type { OrderRecord } from "../orders/public";

export function billOfTab(record: Pick<OrderRecord, "order" | "items">, diners: Bill["diners"]): Bill {
  const { order, items } = record;
  const lineTaxes = items.map((item) => applyBasisPoints(item.subtotal, item.taxRate));
  const orderTax = order.tax - lineTaxes.reduce((sum, tax) => sum + tax, 0);
  // An order taxed below its dishes' own taxes (rounded another way when it was priced): its tax, shared as they are.
  const taxes =
    orderTax >= 0
      ? lineTaxes
      : allocate(
          order.tax,
          lineTaxes,
          lineTaxes.map((_, i) => i),
        );
  return {
    lines: items.map((item, i) => ({
      lineId: item.id,
      itemName: item.itemName,
      dinerId: item.dinerId,
      subtotal: item.subtotal,
      tax: taxes[i]!,
    })),
    diners,
    orderTax: Math.max(0, orderTax),
    deliveryFee: order.deliveryFee,
    tip: order.tip,
    discount: order.discount,
    walletRedeemed: order.walletRedeemed,
    total: order.total,
  };
}
