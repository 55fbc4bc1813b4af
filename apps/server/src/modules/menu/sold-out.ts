/**
 * What a sold-out ("86") dish or option means as it is read (issue 26): a dish sold out now reads as none left
 * (stockQuantity 0), so the diners' menu shows it sold out and an order for it is refused as the stock rules refuse one
 * (409 STOCK_GONE); a sold-out option is not offered. "Today" lasts until the restaurant's next local midnight.
 */
import type { SoldOutSpan } from "@forkful/contracts/menu-availability";
import { fromWallClock, toWallClock } from "../merchants/public";
import type { MenuItemRow } from "./dish-images";

export interface SoldOutColumns {
  soldOut: boolean;
  soldOutUntil: Date | null;
}

/** Sold out at `now`: a "today" that has passed reads as offered again, with no sweep. */
export function isSoldOut(row: SoldOutColumns, now: Date): boolean {
  return row.soldOut && (row.soldOutUntil === null || row.soldOutUntil.getTime() > now.getTime());
}

/** The state staff read: null when offered, else until when (ISO; null: until turned back on). */
export function soldOutState(row: SoldOutColumns, now: Date): { until: string | null } | null {
  return isSoldOut(row, now) ? { until: row.soldOutUntil?.toISOString() ?? null } : null;
}

/** The columns a span sets (null: offered again): today lasts until the next local midnight of the restaurant. */
export function soldOutColumns(span: SoldOutSpan | null, now: Date, timeZone: string): SoldOutColumns {
  if (span === null) return { soldOut: false, soldOutUntil: null };
  if (span === "untilTurnedOn") return { soldOut: true, soldOutUntil: null };
  const wall = toWallClock(now, timeZone);
  const nextMidnight = Math.floor(wall / 86_400_000) * 86_400_000 + 86_400_000;
  return { soldOut: true, soldOutUntil: fromWallClock(nextMidnight, timeZone) };
}

/** A dish as diners and orders are offered it now: sold out reads as none left. */
export function offeredNow<Dish extends { item: MenuItemRow }>(dish: Dish, now: Date): Dish {
  return isSoldOut(dish.item, now) ? { ...dish, item: { ...dish.item, stockQuantity: 0 } } : dish;
}

/**
 * The options offered now (a sold-out one is left out), and apart the ones sold out now (so an order that still names
 * one is refused as sold out, 409 OPTION_SOLD_OUT, rather than as no option of its dish).
 */
export function offeredOptions<Rows extends { options: SoldOutColumns[] }>(
  rows: Rows,
  now: Date,
): Rows & { soldOutOptions: Rows["options"] } {
  return {
    ...rows,
    options: rows.options.filter((o) => !isSoldOut(o, now)),
    soldOutOptions: rows.options.filter((o) => isSoldOut(o, now)),
  };
}
