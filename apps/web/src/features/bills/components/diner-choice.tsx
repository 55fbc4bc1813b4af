import type { Order } from "@forkful/contracts/orders";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import type { Tab } from "@forkful/contracts/tabs";
import { dishName } from "../lib/dish-name";

export interface DinerChoiceProps {
  items: Order["items"];
  diners: Tab["diners"];
  shared: readonly number[];
  onChange: (shared: number[]) => void;
}

/** By diner: each diner's dishes under their name; a ticked dish is shared among everyone at the table. */
export function DinerChoice({ items, diners, shared, onChange }: DinerChoiceProps) {
  if (diners.length < 2) return <p className="rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">{SPLIT_REFUSALS.oneDiner}</p>;
  const toggle = (lineId: number) => onChange(shared.includes(lineId) ? shared.filter((id) => id !== lineId) : [...shared, lineId]);
  return (
    <div className="space-y-4">
      <p className="text-sm text-stone-600">Each diner pays for what they ordered. Tick a dish to share it among everyone.</p>
      {diners.map((diner) => {
        const dishes = items.filter((item) => item.dinerId === diner.dinerId);
        if (dishes.length === 0) return null;
        return (
          <fieldset key={diner.dinerId} className="rounded-xl border border-stone-200 p-3">
            <legend className="px-1 text-sm font-bold text-stone-900">{diner.name}</legend>
            <ul className="divide-y divide-stone-100">
              {dishes.map((item) => (
                <li key={item.lineId}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1.5 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-[var(--brand)]"
                      checked={shared.includes(item.lineId)}
                      onChange={() => toggle(item.lineId)}
                    />
                    <span className="flex-1 text-stone-800">{dishName(item)}</span>
                    <span className="text-xs font-medium text-stone-500">{shared.includes(item.lineId) ? "Shared" : "Share"}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
