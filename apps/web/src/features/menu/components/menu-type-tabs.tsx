import type { MenuType, OrderType } from "@forkful/contracts/merchants";
import { cn } from "@forkful/ui/cn";
import { BagIcon, TableIcon, TruckIcon } from "@forkful/ui/icons";
import { Link } from "react-router";

const ICONS = { pickup: BagIcon, delivery: TruckIcon, dinein: TableIcon } as const;

export interface MenuTypeTabsProps {
  orderTypes: readonly OrderType[];
  current: MenuType;
  pathOf: (menuType: MenuType) => string;
}

/** The order type toggle on the menu: switches between the restaurant's menus (pickup, delivery, dine-in). */
export function MenuTypeTabs({ orderTypes, current, pathOf }: MenuTypeTabsProps) {
  if (orderTypes.length < 2) return null;
  return (
    <nav aria-label="Order type">
      <ul className="inline-flex rounded-full bg-stone-200/70 p-1">
        {orderTypes.map((type) => {
          const active = type.menuType === current;
          const Icon = ICONS[type.menuType];
          return (
            <li key={type.id}>
              <Link
                to={pathOf(type.menuType)}
                replace
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold transition",
                  active ? "bg-white text-stone-900 shadow-sm" : "text-stone-700 hover:text-stone-900",
                )}
              >
                <Icon size={16} />
                {type.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
