/**
 * Staff's menu availability (issue 26): the restaurant's dishes and options with their sold-out state and stock, and
 * the manager's or kitchen's changes to them. Each change is recorded as a staff action in its own transaction, and
 * told to every instance (stockChanged, broadcast) so each drops its cached menus of the restaurant at once.
 */
import {
  AVAILABILITY_TEXTS,
  type DishAvailabilityBody,
  type OptionAvailabilityBody,
  type StaffDish,
  type StaffMenu,
  type StaffOption,
} from "@forkful/contracts/menu-availability";
import type { Database } from "../../db/client";
import type { DomainEvents } from "../../integrations/events/domain-events";
import type { Clock } from "../../lib/clock";
import { NotFoundError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { restaurantById } from "../merchants/public";
import { recordStaffAction } from "../staff/public";
import { optionAt, updateDish, updateOption, type WholeMenu, wholeMenuOf } from "./availability.repository";
import { shownToDiners } from "./dish-reads";
import { soldOutColumns, soldOutState } from "./sold-out";

export interface StaffMenuDeps {
  db: Database;
  clock: Clock;
  events: DomainEvents;
}

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

async function restaurantOf(deps: StaffMenuDeps, caller: StaffCaller) {
  const place = await restaurantById(deps.db, caller.locationId);
  if (!place) throw new NotFoundError("This restaurant is no longer on Forkful");
  return place.location;
}

export async function staffMenu(deps: StaffMenuDeps, caller: StaffCaller): Promise<StaffMenu> {
  const location = await restaurantOf(deps, caller);
  const whole = await wholeMenuOf(deps.db, caller.locationId);
  const now = deps.clock();
  return {
    currency: location.currency,
    categories: whole.categories.map((c) => ({
      categoryId: c.id,
      name: c.name,
      dishes: whole.dishes.filter((d) => d.categoryId === c.id).map((d) => toDish(d, whole, now)),
    })),
  };
}

export async function setDishAvailability(
  deps: StaffMenuDeps,
  itemId: number,
  change: DishAvailabilityBody,
  caller: StaffCaller,
): Promise<StaffDish> {
  const location = await restaurantOf(deps, caller);
  const now = deps.clock();
  const soldOut = change.soldOut === undefined ? {} : soldOutColumns(change.soldOut, now, location.timeZoneCd);
  const stock = change.stockQuantity === undefined ? {} : { stockQuantity: change.stockQuantity };
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateDish(tx, caller.locationId, itemId, { ...soldOut, ...stock });
    if (!updated) throw new NotFoundError(AVAILABILITY_TEXTS.noDish);
    await recordStaffAction(tx, { actor: caller, action: "dish.availability", subjectType: "dish", subjectId: String(itemId), detail: change, at: now });
    return updated;
  });
  void deps.events.publish("stockChanged", { locationId: caller.locationId });
  const whole = await wholeMenuOf(deps.db, caller.locationId);
  return toDish(row, whole, now);
}

export async function setOptionAvailability(
  deps: StaffMenuDeps,
  optionId: number,
  change: OptionAvailabilityBody,
  caller: StaffCaller,
): Promise<StaffOption> {
  const location = await restaurantOf(deps, caller);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await optionAt(tx, caller.locationId, optionId))) throw new NotFoundError(AVAILABILITY_TEXTS.noOption);
    const updated = await updateOption(tx, optionId, soldOutColumns(change.soldOut, now, location.timeZoneCd));
    await recordStaffAction(tx, { actor: caller, action: "option.availability", subjectType: "option", subjectId: String(optionId), detail: change, at: now });
    return updated;
  });
  void deps.events.publish("stockChanged", { locationId: caller.locationId });
  return toOption(row, now);
}
