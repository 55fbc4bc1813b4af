/**
 * The token of a table's QR code (decision 028), kept for the visit: taken off the table's link (…/table/T4?t=…) when
 * it is opened, kept in sessionStorage by restaurant and table (a reload and in-app navigation keep it), and sent with
 * every call of that table. Never in localStorage: it proves presence at the table for this visit only.
 */
import { TABLE_TOKEN_PARAM } from "@forkful/contracts/table-tokens";
import { sessionMap } from "../../../shared/lib/session-map";
import { STORAGE_KEYS } from "../../../shared/lib/storage-keys";

export interface TableKey {
  /** The restaurant's slug (its routes' merchantSlug). */
  locationSlug: string;
  tableId: string;
}

const keyOf = ({ locationSlug, tableId }: TableKey) => `${locationSlug.toLowerCase()}:${tableId.toUpperCase()}`;

const kept = sessionMap(STORAGE_KEYS.tableTokens);

/** The token kept for the table, if its QR code was scanned in this visit. */
export function tableTokenOf(table: TableKey, storage?: Storage | null): string | undefined {
  return kept.get(keyOf(table), storage);
}

export function rememberTableToken(table: TableKey, token: string, storage?: Storage | null): void {
  kept.set(keyOf(table), token, storage);
}

/**
 * A table link's token, kept: answers the same address without it (so it is not bookmarked, shared or shown), or
 * null when the address carries none.
 */
export function takeTableToken(url: URL, table: TableKey | null, storage?: Storage | null): string | null {
  const token = url.searchParams.get(TABLE_TOKEN_PARAM)?.trim();
  if (!token || !table) return null;
  rememberTableToken(table, token, storage);
  const rest = new URLSearchParams(url.searchParams);
  rest.delete(TABLE_TOKEN_PARAM);
  const query = rest.toString();
  return `${url.pathname}${query ? `?${query}` : ""}${url.hash}`;
}
