/** Tables of the seeded restaurants, for the tableside journeys: a dine-in restaurant and a table nobody sits at. */
import { type TableDetails, tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import type { APIRequestContext } from "@playwright/test";
import { call } from "./api";
import { openWaitlists } from "./waitlist";

export async function tableDetailsOf(request: APIRequestContext, locationId: number, tableId?: string): Promise<TableDetails> {
  return tableDetailsAnswerSchema.parse(
    await call(request, "/merchants/locations/reservations/table-details/v2", { locationId, ...(tableId ? { tableId } : {}) }),
  );
}

/**
 * The `nth` seeded restaurant with a dine-in menu taking check-ins now (a table's QR check-in follows the restaurant's
 * online check-in and opening hours; each project takes its own, as both share one server),
 * and its table `preferred` when nobody sits there, else another free table of it (a retry finds its first party seated).
 */
export async function freeDineInTable(
  request: APIRequestContext,
  nth: number,
  preferred = "T4",
): Promise<{ restaurant: RestaurantDetail; tableId: string; tableName: string; sectionName: string }> {
  const dineIn = (await openWaitlists(request)).filter((r) => r.orderTypes.some((t) => t.menuType === "dinein"));
  const restaurant = dineIn[nth % dineIn.length];
  if (!restaurant) throw new Error("No seeded dine-in restaurant takes check-ins at this hour");
  const floor = await tableDetailsOf(request, restaurant.id);
  const tables = floor.sections.flatMap((s) => s.tables);
  const ordered = [...tables.filter((t) => t.tableId === preferred), ...tables.filter((t) => t.tableId !== preferred)];
  for (const table of ordered) {
    const details = await tableDetailsOf(request, restaurant.id, table.tableId);
    if (!details.occupied) return { restaurant, tableId: table.tableId, tableName: table.tableName, sectionName: table.sectionName };
  }
  throw new Error(`Every table of ${restaurant.locationSlug} is taken`);
}
