import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import type { OrderLine } from "@forkful/contracts/orders";
import { cn } from "@forkful/ui/cn";

/** "Large 18\", Pepperoni ×2" */
export function describeOptions(options: readonly { optionName: string; quantity: number }[]): string {
  return options.map((o) => (o.quantity > 1 ? `${o.optionName} ×${o.quantity}` : o.optionName)).join(", ");
}

export interface OrderLineListProps {
  lines: readonly OrderLine[];
  currency: Currency;
  className?: string;
}

/** The lines of a priced cart or an order: quantity, name, chosen options, the line's note and its amount. */
export function OrderLineList({ lines, currency, className }: OrderLineListProps) {
  return (
    <ul className={cn("divide-y divide-stone-100 print:divide-stone-300", className)}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id of their own and never reorder
        <li key={`${line.itemId}-${index}`} className="flex gap-3 py-2.5 text-sm">
          <span className="w-7 shrink-0 font-semibold text-stone-500 tabular-nums print:text-black">{line.quantity}×</span>
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-stone-900 print:text-black">{line.itemName}</p>
            {line.options.length > 0 && <p className="text-stone-600 print:text-black">{describeOptions(line.options)}</p>}
            {line.comment && <p className="text-stone-500 italic print:text-black">“{line.comment}”</p>}
          </div>
          <span className="shrink-0 font-medium text-stone-900 tabular-nums print:text-black">{formatMoney(line.subtotal, currency)}</span>
        </li>
      ))}
    </ul>
  );
}
