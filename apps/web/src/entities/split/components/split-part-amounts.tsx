import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import type { Split } from "@forkful/contracts/tabs";
import { shareLabel } from "../lib/share-label";

export interface SplitPartAmountsProps {
  split: Split;
  currency: Currency;
  /** The quantity of each line of the order, by lineId ("⅓ of 2 × Naan"). */
  quantities?: ReadonlyMap<number, number>;
}

/**
 * One part of a split bill (the bill, a receipt, a tracker): its dishes with its share of each, then its subtotal,
 * taxes, tip, discount, wallet and total.
 */
export function SplitPartAmounts({ split, currency, quantities }: SplitPartAmountsProps) {
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, string][] = [
    ["Subtotal", money(split.subtotal)],
    ["Taxes", money(split.tax)],
  ];
  if (split.tip > 0) rows.push(["Tip", money(split.tip)]);
  if (split.discount > 0) rows.push(["Discount", `−${money(split.discount)}`]);
  if (split.walletRedeemed > 0) rows.push(["Wallet", `−${money(split.walletRedeemed)}`]);
  return (
    <div>
      <ul className="space-y-1.5 text-sm">
        {split.lines.map((line) => (
          <li key={line.lineId} className="flex justify-between gap-3">
            <span className="text-stone-800 print:text-black">{shareLabel(line.itemName, line.share, quantities?.get(line.lineId))}</span>
            <span className="shrink-0 tabular-nums text-stone-700 print:text-black">{money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-stone-100 pt-3 text-sm print:border-black print:text-black">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 text-stone-600 print:text-black">
            <dt>{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 pt-1 text-base font-bold text-stone-900 print:text-black">
          <dt>Total</dt>
          <dd className="tabular-nums">{money(split.total)}</dd>
        </div>
      </dl>
    </div>
  );
}
