import type { MenuType, OrderType } from "@forkful/contracts/merchants";
import { Link } from "react-router";
import { cn } from "../../../shared/lib/cn";

export interface MenuTypeTabsProps {
  orderTypes: readonly OrderType[];
  current: MenuType;
  pathOf: (menuType: MenuType) => string;
}

/** Switches between the restaurant's menus (pickup, delivery, dine-in). */
export function MenuTypeTabs({ orderTypes, current, pathOf }: MenuTypeTabsProps) {
  if (orderTypes.length < 2) return null;
  return (
    <nav aria-label="Order type">
      <ul className="inline-flex rounded-full bg-stone-100 p-1">
        {orderTypes.map((type) => {
          const active = type.menuType === current;
          return (
            <li key={type.id}>
              <Link
                to={pathOf(type.menuType)}
                replace
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-9 items-center rounded-full px-4 text-sm font-semibold transition",
                  active ? "bg-white text-stone-900 shadow-sm" : "text-stone-600 hover:text-stone-900",
                )}
              >
                {type.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
