/**
 * A restaurant's menu availability (issue 26): its dishes and options with their sold-out state and stock, as staff
 * read them, and the changes staff make to them (the staff module calls these in its transaction, and records who).
 */
import {
  AVAILABILITY_TEXTS,
  type DishAvailabilityBody,
  type OptionAvailabilityBody,
  type StaffDish,
  type StaffMenu,
  type StaffOption,
} from "@forkful/contracts/menu-availability";
import type { Executor } from "../../db/client";
import { NotFoundError } from "../../lib/domain-errors";
import { restaurantById } from "../merchants/public";
import { optionAt, updateDish, updateOption, type WholeMenu, wholeMenuOf } from "./availability.repository";
import { shownToDiners } from "./dish-reads";
import { soldOutColumns, soldOutState } from "./sold-out";

type DishRow = WholeMenu["dishes"][number];
type OptionRow = WholeMenu["options"][number];

const toOption = (row: OptionRow, now: Date): StaffOption => ({ optionId: row.id, name: row.name, soldOut: soldOutState(row, now) });

function toDish(row: DishRow, whole: Pick<WholeMenu, "modifiers" | "options">, now: Date): StaffDish {
  return {
    itemId: row.id,
    name: row.name,
    price: row.price,
    shown: shownToDiners(row),
    stockQuantity: row.stockQuantity,
    soldOut: soldOutState(row, now),
    modifiers: whole.modifiers
      .filter((m) => m.itemId === row.id)
      .map((m) => ({
        modifierId: m.id,
        name: m.name,
        options: whole.options.filter((o) => o.modifierId === m.id).map((o) => toOption(o, now)),
      })),
  };
}

async function restaurantOf(executor: Executor, locationId: number) {
  const place = await restaurantById(executor, locationId);
  if (!place) throw new NotFoundError("This restaurant is no longer on Forkful");
  return place.location;
}

/** The restaurant's dishes by category, in menu order, hidden ones too, with their options and availability at `now`. */
export async function menuAvailabilityOf(executor: Executor, locationId: number, now: Date): Promise<StaffMenu> {
  const location = await restaurantOf(executor, locationId);
  const whole = await wholeMenuOf(executor, locationId);
  return {
    currency: location.currency,
    categories: whole.categories.map((c) => ({
      categoryId: c.id,
      name: c.name,
      dishes: whole.dishes.filter((d) => d.categoryId === c.id).map((d) => toDish(d, whole, now)),
    })),
  };
}

export interface AvailabilityChange<Change> {
  locationId: number;
  change: Change;
  now: Date;
}

/** Sets a dish's sold-out state and/or stock (runs in the caller's transaction); 404 for another restaurant's dish. */
export async function setDishAvailability(
  executor: Executor,
  itemId: number,
  { locationId, change, now }: AvailabilityChange<DishAvailabilityBody>,
): Promise<StaffDish> {
  const location = await restaurantOf(executor, locationId);
  const soldOut = change.soldOut === undefined ? {} : soldOutColumns(change.soldOut, now, location.timeZoneCd);
  const stock = change.stockQuantity === undefined ? {} : { stockQuantity: change.stockQuantity };
  const row = await updateDish(executor, locationId, itemId, { ...soldOut, ...stock });
  if (!row) throw new NotFoundError(AVAILABILITY_TEXTS.noDish);
  return toDish(row, await wholeMenuOf(executor, locationId), now);
}

/** Sets an option's sold-out state (runs in the caller's transaction); 404 for another restaurant's option. */
export async function setOptionAvailability(
  executor: Executor,
  optionId: number,
  { locationId, change, now }: AvailabilityChange<OptionAvailabilityBody>,
): Promise<StaffOption> {
  const location = await restaurantOf(executor, locationId);
  if (!(await optionAt(executor, locationId, optionId))) throw new NotFoundError(AVAILABILITY_TEXTS.noOption);
  return toOption(await updateOption(executor, optionId, soldOutColumns(change.soldOut, now, location.timeZoneCd)), now);
}
