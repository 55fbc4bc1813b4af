import type { StaffDish } from "@forkful/contracts/menu-availability";
import { FormAlert } from "@forkful/ui/form-alert";
import { useId, useState } from "react";
import { useSetDish, useSetOption } from "../api/menu-availability";
import { SoldOutSwitch } from "./sold-out-switch";
import { StockField } from "./stock-field";

/** One dish: its sold-out switch, its stock, and its options (expandable) each with their own switch. */
export function DishAvailability({ dish, price }: { dish: StaffDish; price: string }) {
  const setDish = useSetDish();
  const setOption = useSetOption();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const optionsId = useId();
  const titleId = useId();
  const options = dish.modifiers.flatMap((m) => m.options.map((o) => ({ ...o, modifier: m.name })));
  const settle = (result: { ok: boolean; message?: string }) => setRefusal(result.ok ? null : (result.message ?? null));
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-lg font-bold text-stone-900">
          {dish.name}
        </h3>
        <span className="text-sm text-stone-700">
          {price}
          {!dish.shown && " · hidden from diners"}
        </span>
      </header>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SoldOutSwitch
          name={dish.name}
          soldOut={dish.soldOut}
          busy={setDish.isPending}
          onChange={(soldOut) => setDish.mutate({ itemId: dish.itemId, body: { soldOut } }, { onSuccess: settle })}
        />
        <StockField
          key={String(dish.stockQuantity)}
          name={dish.name}
          stock={dish.stockQuantity}
          busy={setDish.isPending}
          onSave={(stockQuantity) => setDish.mutate({ itemId: dish.itemId, body: { stockQuantity } }, { onSuccess: settle })}
        />
      </div>
      {refusal && <FormAlert message={refusal} />}
      {options.length > 0 && (
        <div>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={optionsId}
            onClick={() => setOpen(!open)}
            className="min-h-11 rounded-xl px-2 text-sm font-semibold text-stone-800 underline underline-offset-4 hover:bg-stone-100"
          >
            {open ? "Hide" : "Show"} {options.length} options
            {options.some((o) => o.soldOut) && ` (${options.filter((o) => o.soldOut).length} sold out)`}
          </button>
          {open && (
            <ul id={optionsId} className="mt-2 flex flex-col divide-y divide-stone-100">
              {options.map((option) => (
                <li key={option.optionId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="text-stone-900">
                    {option.name} <span className="text-sm text-stone-600">· {option.modifier}</span>
                  </span>
                  <SoldOutSwitch
                    name={option.name}
                    soldOut={option.soldOut}
                    busy={setOption.isPending}
                    onChange={(soldOut) => setOption.mutate({ optionId: option.optionId, body: { soldOut } }, { onSuccess: settle })}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </article>
  );
}
