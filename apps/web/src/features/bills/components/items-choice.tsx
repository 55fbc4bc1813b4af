import type { Order } from "@forkful/contracts/orders";
import { dishName } from "../lib/dish-name";
import { togglePart } from "../lib/split-request";
import { PartsStepper } from "./parts-stepper";

export interface ItemsChoiceProps {
  items: Order["items"];
  parts: number;
  assignments: Readonly<Record<number, readonly number[]>>;
  onChange: (parts: number, assignments: Record<number, readonly number[]>) => void;
}

/** By dishes: each dish to Part 1..N, or to several parts that share it. */
export function ItemsChoice({ items, parts, assignments, onChange }: ItemsChoiceProps) {
  const numbers = Array.from({ length: parts }, (_, i) => i + 1);
  return (
    <div className="space-y-4">
      <PartsStepper value={parts} onChange={(next) => onChange(next, { ...assignments })} />
      <p className="text-sm text-stone-600">Choose which part pays for each dish. Choose several parts to share a dish.</p>
      <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200">
        {items.map((item) => (
          <li key={item.lineId} className="p-3">
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons */}
            <div role="group" aria-label={`Who pays for ${dishName(item)}`}>
              <p className="text-sm font-semibold text-stone-900">
                {dishName(item)}
                {item.dinerName && <span className="font-normal text-stone-500"> · {item.dinerName}</span>}
              </p>
              <div className="mt-2 flex flex-wrap gap-1.5">
                {numbers.map((part) => {
                  const on = (assignments[item.lineId] ?? []).includes(part);
                  return (
                    <button
                      key={part}
                      type="button"
                      aria-pressed={on}
                      aria-label={`Part ${part}`}
                      onClick={() => onChange(parts, togglePart(assignments, item.lineId, part))}
                      className={
                        on
                          ? "h-9 min-w-9 rounded-full border border-brand bg-brand px-3 text-sm font-semibold text-on-brand"
                          : "h-9 min-w-9 rounded-full border border-stone-300 bg-white px-3 text-sm font-medium text-stone-700 hover:bg-stone-50"
                      }
                    >
                      {parts <= 6 ? `Part ${part}` : part}
                    </button>
                  );
                })}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
