import type { Currency } from "@forkful/contracts/constants";
import type { StaffMenu } from "@forkful/contracts/menu-availability";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useId, useState } from "react";
import { useStaffMenu } from "../api/menu-availability";
import { DishAvailability } from "./dish-availability";

/** The categories with the dishes whose name (or one of whose options' names) holds the search. */
function matching(menu: StaffMenu, search: string): StaffMenu["categories"] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return menu.categories;
  const holds = (name: string) => name.toLowerCase().includes(wanted);
  return menu.categories
    .map((c) => ({ ...c, dishes: c.dishes.filter((d) => holds(d.name) || d.modifiers.some((m) => m.options.some((o) => holds(o.name)))) }))
    .filter((c) => c.dishes.length > 0);
}

/** What is sold out ("86") and each dish's stock, by category, with a search; live through the restaurant's stream. */
export function MenuAvailability() {
  const menu = useStaffMenu();
  const [search, setSearch] = useState("");
  const searchId = useId();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Menu availability</h1>
        <div className="flex flex-col gap-1">
          <label htmlFor={searchId} className="text-sm font-semibold text-stone-700">
            Find a dish or an option
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-11 w-72 max-w-full rounded-xl border border-stone-300 px-3 text-base"
          />
        </div>
      </div>
      {menu.isPending ? (
        <Spinner label="Loading the menu" />
      ) : menu.isError ? (
        <ErrorState message={MESSAGES.genericFailure} onRetry={() => menu.refetch()} />
      ) : (
        <Categories categories={matching(menu.data, search)} currency={menu.data.currency} searched={search.trim() !== ""} />
      )}
    </div>
  );
}

function Categories({ categories, currency, searched }: { categories: StaffMenu["categories"]; currency: Currency; searched: boolean }) {
  const shown = categories.filter((c) => c.dishes.length > 0);
  if (shown.length === 0)
    return searched ? (
      <EmptyState title="No dish matches" body="Try another name, or clear the search." />
    ) : (
      <EmptyState title="No dishes yet" body="This restaurant's menu has no dishes." />
    );
  return (
    <div className="flex flex-col gap-6">
      {shown.map((category) => (
        <section key={category.categoryId} aria-labelledby={`category-${category.categoryId}`} className="flex flex-col gap-3">
          <h2 id={`category-${category.categoryId}`} className="text-xl font-bold text-stone-900">
            {category.name}
          </h2>
          <div className="grid gap-3 lg:grid-cols-2">
            {category.dishes.map((dish) => (
              <DishAvailability key={dish.itemId} dish={dish} price={formatMoney(dish.price, currency)} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
