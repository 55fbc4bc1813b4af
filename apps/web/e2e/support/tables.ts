/**
 * Tables of the seeded restaurants, for the tableside journeys: a dine-in restaurant, a table nobody sits at, and the
 * link each table's QR code opens now (with its token, decision 028), read as staff from the QR sheet as a host would
 * print it.
 */
import { API_BASE_PATH, APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import { type TableDetails, tableDetailsAnswerSchema } from "@forkful/contracts/floor";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { type TableQrCode, type TableQrCodes, tableQrCodesAnswerSchema } from "@forkful/contracts/table-qr-codes";
import type { APIRequestContext } from "@playwright/test";
import { call } from "./api";
import { staffToken } from "./orders";
import { openWaitlists } from "./waitlist";

export async function tableDetailsOf(
  request: APIRequestContext,
  locationId: number,
  tableId?: string,
  tableToken?: string,
): Promise<TableDetails> {
  const payload = { locationId, ...(tableId ? { tableId } : {}), ...(tableToken ? { tableToken } : {}) };
  return tableDetailsAnswerSchema.parse(await call(request, "/merchants/locations/reservations/table-details/v2", payload));
}

/** Managers' tokens by restaurant, signed in once a few minutes (sign-ins are rate limited per address). */
const managers = new Map<string, { token: string; at: number }>();

async function managerToken(request: APIRequestContext, locationSlug: string): Promise<string> {
  const known = managers.get(locationSlug);
  if (known && Date.now() - known.at < 5 * 60_000) return known.token;
  const token = await staffToken(request, locationSlug);
  managers.set(locationSlug, { token, at: Date.now() });
  return token;
}

/** The restaurant's table QR sheet as its manager reads it (GET /staff/tables/qr-codes): every table with its link now. */
export async function tableQrCodesOf(request: APIRequestContext, locationSlug: string): Promise<TableQrCodes> {
  const response = await request.get(`${API_BASE_PATH}/staff/tables/qr-codes`, {
    headers: { [APP_VERSION_HEADER]: APP_VERSION, authorization: `Bearer ${await managerToken(request, locationSlug)}` },
  });
  if (!response.ok()) throw new Error(`the QR sheet answered ${response.status()}: ${await response.text()}`);
  return tableQrCodesAnswerSchema.parse(await response.json());
}

/** One table's QR code now: its token and the link it opens (a path of the app). */
export async function tableQrCodeOf(request: APIRequestContext, locationSlug: string, tableId: string): Promise<TableQrCode> {
  const card = (await tableQrCodesOf(request, locationSlug)).tables.find((t) => t.tableId === tableId);
  if (!card) throw new Error(`${locationSlug} has no table ${tableId}`);
  return card;
}

export interface FreeDineInTable {
  restaurant: RestaurantDetail;
  tableId: string;
  tableName: string;
  sectionName: string;
  /** What the table's QR code opens now: its landing with its token. */
  link: string;
  tableToken: string;
}

/**
 * The `nth` seeded restaurant with a dine-in menu taking check-ins now (a table's QR check-in follows the restaurant's
 * online check-in and opening hours; each project takes its own, as both share one server),
 * and its table `preferred` when nobody sits there, else another free table of it (a retry finds its first party seated).
 */
export async function freeDineInTable(request: APIRequestContext, nth: number, preferred = "T4"): Promise<FreeDineInTable> {
  const dineIn = (await openWaitlists(request)).filter((r) => r.orderTypes.some((t) => t.menuType === "dinein"));
  const restaurant = dineIn[nth % dineIn.length];
  if (!restaurant) throw new Error("No seeded dine-in restaurant takes check-ins at this hour");
  const tables = (await tableQrCodesOf(request, restaurant.locationSlug)).tables;
  const ordered = [...tables.filter((t) => t.tableId === preferred), ...tables.filter((t) => t.tableId !== preferred)];
  for (const table of ordered) {
    const details = await tableDetailsOf(request, restaurant.id, table.tableId, table.tableToken);
    if (!details.occupied) {
      const { tableId, tableName, sectionName, tablePath: link, tableToken } = table;
      return { restaurant, tableId, tableName, sectionName, link, tableToken };
    }
  }
  throw new Error(`Every table of ${restaurant.locationSlug} is taken`);
}
