/**
 * A restaurant's stations (issue 26): a manager names them (grill, cold, bar…) and routes dishes to each, by dish or
 * by the dish's category; each ticket's dish then carries its station. A dish routed by id wins over its category.
 */
import { KDS_REFUSALS, type KitchenStations } from "@forkful/contracts/kitchen";
import type { Executor } from "../../db/client";
import { BadRequestError } from "../../lib/domain-errors";
import type { StaffCaller } from "../../plugins/caller";
import { categoryIdsAt, dishesAt, dishesByIds } from "../menu/public";
import { recordStaffAction } from "../staff/public";
import type { KitchenDeps } from "./kitchen-deps";
import { replaceStationRows, type StationRow, stationRowsAt } from "./kitchen-stations.repository";

const toStation = ({ key, name, dishIds, categoryIds }: StationRow) => ({ key, name, dishIds, categoryIds });

export async function kitchenStationsOf({ db }: Pick<KitchenDeps, "db">, caller: StaffCaller): Promise<KitchenStations> {
  return { stations: (await stationRowsAt(db, caller.locationId)).map(toStation) };
}

/** PUT /staff/kitchen/stations: the restaurant's stations, all at once; a dish or category not on its menu is a 400. */
export async function setKitchenStations(
  deps: Pick<KitchenDeps, "db" | "clock">,
  { stations }: KitchenStations,
  caller: StaffCaller,
): Promise<KitchenStations> {
  const { db } = deps;
  const { locationId } = caller;
  const dishIds = [...new Set(stations.flatMap((s) => s.dishIds))];
  const known = new Set((await dishesAt(db, locationId, dishIds)).map((d) => d.item.id));
  const unknownDish = dishIds.find((id) => !known.has(id));
  if (unknownDish !== undefined) throw new BadRequestError(KDS_REFUSALS.unknownDish(unknownDish));
  const categories = new Set(await categoryIdsAt(db, locationId));
  const unknownCategory = stations.flatMap((s) => s.categoryIds).find((id) => !categories.has(id));
  if (unknownCategory !== undefined) throw new BadRequestError(KDS_REFUSALS.unknownCategory(unknownCategory));
  const now = await kitchenStationsOf(deps, caller);
  // The same stations again (a retry, a second tap) change nothing and record nothing.
  if (JSON.stringify(now.stations) === JSON.stringify(stations)) return now;
  await db.transaction(async (tx) => {
    await replaceStationRows(tx, locationId, stations);
    await recordStaffAction(tx, {
      actor: caller,
      action: "kitchen.stations.set",
      subjectType: "location",
      subjectId: String(locationId),
      detail: { stations: stations.map((s) => s.key) },
      at: deps.clock(),
    });
  });
  return kitchenStationsOf(deps, caller);
}

/** What the kitchen reads of a dish on a ticket: its station's key and name (null: none) and its diet, as the menu says. */
export interface DishFacts {
  station: string | null;
  stationName: string | null;
  diet: string | null;
}

/** Each dish's (menu item id's) station, by its id first, then its category, and its diet. */
export async function dishFactsAt(executor: Executor, locationId: number, itemIds: number[]): Promise<(itemId: number) => DishFacts> {
  const [stations, dishes] = await Promise.all([stationRowsAt(executor, locationId), dishesByIds(executor, itemIds)]);
  return (itemId) => {
    const dish = dishes.get(itemId)?.item;
    const byDish = stations.find((s) => s.dishIds.includes(itemId));
    const byCategory = stations.find((s) => dish !== undefined && s.categoryIds.includes(dish.categoryId));
    const station = byDish ?? byCategory;
    return { station: station?.key ?? null, stationName: station?.name ?? null, diet: dish?.diet ?? null };
  };
}
