import { Spinner } from "@forkful/ui/spinner";
import { useId } from "react";
import { useMenuDishes } from "../api/get-menu-dishes";

/** Ticks the restaurant's dishes, by category, in a box that scrolls; its error said under it. */
export function DishPicker({
  legend,
  hint,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  value: number[];
  onChange: (itemIds: number[]) => void;
  error?: string;
}) {
  const menu = useMenuDishes();
  const noteId = useId();
  const toggle = (itemId: number, on: boolean) => onChange(on ? [...value, itemId] : value.filter((id) => id !== itemId));
  return (
    <fieldset aria-describedby={noteId}>
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">
        {legend} <span className="font-normal text-stone-700">({value.length} ticked)</span>
      </legend>
      <div className={`max-h-56 overflow-y-auto rounded-xl border bg-white p-2 ${error ? "border-red-500" : "border-stone-300"}`}>
        {menu.isPending ? (
          <Spinner label="Loading the dishes" />
        ) : menu.isError ? (
          <p className="p-2 text-sm text-red-700">The dishes could not be loaded.</p>
        ) : (
          menu.data.map((category) => (
            <div key={category.name} className="py-1">
              <p className="px-1 text-xs font-bold uppercase tracking-wide text-stone-700">{category.name}</p>
              {category.dishes.map((dish) => (
                <label
                  key={dish.itemId}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 text-stone-900 hover:bg-stone-50"
                >
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-stone-900"
                    checked={value.includes(dish.itemId)}
                    onChange={(event) => toggle(dish.itemId, event.target.checked)}
                  />
                  {dish.name}
                </label>
              ))}
            </div>
          ))
        )}
      </div>
      <p id={noteId} className={error ? "mt-1.5 text-sm font-medium text-red-700" : "mt-1.5 text-sm text-stone-700"}>
        {error ?? hint}
      </p>
    </fieldset>
  );
}
