import type { OrderType } from "@forkful/contracts/merchants";
import { buttonClasses } from "@forkful/ui/button";
import { ChevronRightIcon } from "@forkful/ui/icons";
import { Link } from "react-router";

/**
 * Straight to the menu: one button to the restaurant's first order type, where pickup, delivery or dine-in is a toggle;
 * each order type also has its own small link, for a diner who already knows.
 */
export function OrderTypeLinks({ basePath, orderTypes }: { basePath: string; orderTypes: readonly OrderType[] }) {
  const [first] = orderTypes;
  if (!first) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <Link to={`${basePath}/menu/${first.menuType}`} className={buttonClasses("primary", "lg", "w-full justify-center sm:w-auto sm:px-8")}>
        Start your order
        <ChevronRightIcon size={18} />
      </Link>
      {orderTypes.length > 1 && (
        <nav aria-label="Order types">
          <ul className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
            <li className="w-full sm:w-auto">Or start with</li>
            {orderTypes.map((type) => (
              <li key={type.id}>
                <Link
                  to={`${basePath}/menu/${type.menuType}`}
                  className="inline-flex h-9 items-center rounded-full border border-stone-300 bg-white px-3.5 font-semibold text-stone-800 hover:bg-stone-100"
                >
                  {type.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
