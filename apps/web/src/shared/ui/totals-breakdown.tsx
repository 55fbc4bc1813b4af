import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import type { Totals } from "@forkful/contracts/order-totals";
import { cn } from "../lib/cn";

export interface TotalsBreakdownProps {
  totals: Totals;
  currency: Currency;
  /** Show the delivery fee row even at 0 (a delivery). */
  showDeliveryFee?: boolean;
  /** "Tip (15%)" */
  tipLabel?: string;
  /** Show the tip row at 0 (a receipt); otherwise it shows once there is a tip. */
  showTip?: boolean;
  className?: string;
}

/** The server's totals of a cart or an order: subtotal, taxes, delivery fee, tip, discount, wallet and the total. */
export function TotalsBreakdown({
  totals,
  currency,
  showDeliveryFee = false,
  tipLabel = "Tip",
  showTip = true,
  className,
}: TotalsBreakdownProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, string][] = [
    ["Subtotal", money(totals.subtotal)],
    ["Taxes", money(totals.tax)],
  ];
  if (showDeliveryFee || totals.deliveryFee > 0) rows.push(["Delivery fee", totals.deliveryFee === 0 ? "Free" : money(totals.deliveryFee)]);
  if (showTip || totals.tip > 0) rows.push([tipLabel, money(totals.tip)]);
  if (totals.isDiscountApplied && totals.discount > 0) rows.push(["Discount", `−${money(totals.discount)}`]);
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
