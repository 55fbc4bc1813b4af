import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import type { Totals } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import { cn } from "@forkful/ui/cn";

/** One part of the discount: a coupon or an item offer. */
export interface DiscountPart {
  label: string;
  amount: number;
}

/** The parts of an order's discount: its coupon, then its item offers. */
export function discountPartsOf(order: Pick<Order, "coupon" | "offers">): DiscountPart[] {
  return [
    ...(order.coupon ? [{ label: `Coupon ${order.coupon.couponCode}`, amount: order.coupon.amount }] : []),
    ...order.offers.map((offer) => ({ label: `Offer: ${offer.title}`, amount: offer.amount })),
  ];
}

export interface TotalsBreakdownProps {
  totals: Totals;
  currency: Currency;
  /** Show the delivery fee row even at 0 (a delivery). */
  showDeliveryFee?: boolean;
  /** "Tip (15%)" */
  tipLabel?: string;
  /** Show the tip row at 0 (a receipt); otherwise it shows once there is a tip. */
  showTip?: boolean;
  /** The parts of the discount (coupon, offers), each on its own row; the rest, if any, as "Discount". */
  discounts?: readonly DiscountPart[];
  className?: string;
}

/**
 * The server's totals of a cart or an order: subtotal, taxes, delivery fee, tip, the discount (by coupon and offer when
 * they are given), wallet and the total.
 */
export function TotalsBreakdown({
  totals,
  currency,
  showDeliveryFee = false,
  tipLabel = "Tip",
  showTip = true,
  discounts = [],
  className,
}: TotalsBreakdownProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, string][] = [
    ["Subtotal", money(totals.subtotal)],
    ["Taxes", money(totals.tax)],
  ];
  if (showDeliveryFee || totals.deliveryFee > 0) rows.push(["Delivery fee", totals.deliveryFee === 0 ? "Free" : money(totals.deliveryFee)]);
  if (showTip || totals.tip > 0) rows.push([tipLabel, money(totals.tip)]);
  if (totals.isDiscountApplied && totals.discount > 0) {
    const parts = discounts.filter((part) => part.amount > 0);
    // Two offers may share a title: a label is made unique for the row's key.
    for (const part of parts) rows.push([rows.some(([l]) => l === part.label) ? `${part.label} ` : part.label, `−${money(part.amount)}`]);
    const rest = totals.discount - parts.reduce((sum, part) => sum + part.amount, 0);
    if (rest > 0) rows.push(["Discount", `−${money(rest)}`]);
  }
  if (totals.walletRedeemed > 0) rows.push(["Wallet", `−${money(totals.walletRedeemed)}`]);
  return (
    <dl className={cn("space-y-1.5 text-sm", className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 text-stone-700 print:text-black">
          <dt>{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-stone-200 pt-2.5 text-base font-extrabold text-stone-900 print:border-black print:text-black">
        <dt>Total</dt>
        <dd className="tabular-nums" data-testid="order-total">
          {money(totals.total)}
        </dd>
      </div>
    </dl>
  );
}

/** The totals of a placed order: its delivery fee when it is a delivery, its coupon and offers on their own rows. */
export function OrderTotalsBreakdown({
  order,
  ...rest
}: { order: Pick<Order, "totals" | "currency" | "orderType" | "coupon" | "offers"> } & Pick<
  TotalsBreakdownProps,
  "showTip" | "className"
>) {
  return (
    <TotalsBreakdown
      totals={order.totals}
      currency={order.currency}
      showDeliveryFee={order.orderType === "delivery"}
      discounts={discountPartsOf(order)}
      {...rest}
    />
  );
}
