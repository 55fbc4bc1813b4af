import type { Currency } from "@forkful/contracts/constants";
import type { MenuItem } from "@forkful/contracts/menu";
import { formatMoney } from "@forkful/contracts/money";
import { cn } from "@forkful/ui/cn";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { OPENED_OVER_PARENT } from "../../../shared/hooks/use-close-overlay";
import { DietMarker } from "./diet-marker";
import { isSoldOut, stockNote } from "./menu-sections";
import { needsNoChoice } from "./modifier-selection";
import { QuickAddButton } from "./quick-add-button";

export interface MenuItemCardProps {
  item: MenuItem;
  currency: Currency;
  /** The item detail route of this card. */
  to: string;
  /** h3 directly under a category, h4 under a subcategory's h3: the outline never skips a level. */
  headingLevel?: 3 | 4;
  /** The first dish on screen: its picture is the page's largest paint, so it is fetched first, never lazily. */
  priority?: boolean;
  /** Adds the dish as it comes (no choice needed) from the card; without it there is no quick add. */
  onQuickAdd?: (item: MenuItem) => Promise<boolean> | boolean;
  /** Over the card's top corner, above its link (the favourite heart, composed by the app). */
  action?: ReactNode;
}

export function MenuItemCard({ item, currency, to, headingLevel = 3, priority = false, onQuickAdd, action }: MenuItemCardProps) {
  const note = stockNote(item);
  const soldOut = isSoldOut(item);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const quickAdd = onQuickAdd && !soldOut && needsNoChoice(item) ? onQuickAdd : null;
  return (
    <article
      className={cn(
        "relative flex h-full gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-brand",
        soldOut && "bg-stone-50",
      )}
    >
      <div className={cn("flex min-w-0 flex-1 flex-col", Boolean(quickAdd || action) && !item.media && "pr-12")}>
        <div className="flex items-center gap-2">
          <DietMarker diet={item.diet} />
          {note && (
            <span
              className={cn(
                "rounded-full px-2 py-0.5 text-xs font-semibold",
                soldOut ? "bg-stone-200 text-stone-700" : "bg-amber-100 text-amber-900",
              )}
            >
              {note}
            </span>
          )}
        </div>
        <Heading className="mt-1.5 text-base leading-snug font-semibold text-stone-900">
          <Link
            to={to}
            state={OPENED_OVER_PARENT}
            preventScrollReset
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {item.itemName}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-2 text-sm text-stone-600">{item.description}</p>
        <p className="mt-auto pt-2 text-base font-bold text-stone-900 tabular-nums">{formatMoney(item.price, currency)}</p>
      </div>
      {item.media && (
        <img
          src={item.media.url}
          alt={item.itemName}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          className={cn("h-28 w-28 shrink-0 rounded-xl bg-stone-100 object-cover", soldOut && "grayscale")}
        />
      )}
      {quickAdd && <QuickAddButton name={item.itemName} onAdd={() => quickAdd(item)} />}
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
    </article>
  );
}
