import type { MenuType, OrderType } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";

export const ORDER_TYPE_NAMES: Record<MenuType, string> = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" };

export interface OrderTypeSwitchProps {
  orderTypes: readonly OrderType[];
  value: MenuType;
  onChange: (type: OrderType) => void;
}

/** Pickup, delivery or dine-in, among the restaurant's order types: a row of radio buttons drawn as a segmented control. */
export function OrderTypeSwitch({ orderTypes, value, onChange }: OrderTypeSwitchProps) {
  if (orderTypes.length === 0) return null;
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Order type</legend>
      <div className="flex rounded-2xl bg-stone-200/70 p-1">
        {orderTypes.map((type) => {
          const selected = type.menuType === value;
          return (
            <label
              key={type.id}
              className={cn(
                "flex h-10 flex-1 cursor-pointer items-center justify-center rounded-xl px-2 text-sm font-semibold whitespace-nowrap transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                selected ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
              )}
            >
              <input
                type="radio"
                name="order-type"
                value={type.menuType}
                checked={selected}
                onChange={() => onChange(type)}
                className="sr-only"
              />
              {ORDER_TYPE_NAMES[type.menuType]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
