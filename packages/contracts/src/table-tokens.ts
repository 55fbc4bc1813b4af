/**
 * Presence at a table (issue 24, decision 028): each table's QR code carries an unguessable token, and every table
 * call (looking at a table, ordering to it, calling from it, checking in at it, splitting its bill) sends it. Without
 * the table's current token the server refuses (403) and changes nothing. The token changes when the table's tab
 * closes and when staff ask for a new one; the staff QR sheet always shows the current one.
 */
import { z } from "zod";

/** The query parameter the token rides in on a table's links: …/table/T4?t=<token>. */
export const TABLE_TOKEN_PARAM = "t";

/**
 * The token as a table call carries it. Any text is taken (a mangled link is a stale code, not a bad request): the
 * server compares it with the table's own and refuses what does not match.
 */
export const tableTokenSchema = z.string().trim().max(200, "tableToken is not valid");

/** Why a table call was refused (403): each with a stable code beside its text; the web tells them apart by code. */
export const TABLE_TOKEN_REFUSALS = {
  missing: { code: "TABLE_TOKEN_MISSING", message: "Scan the QR code on your table to order here." },
  stale: { code: "TABLE_TOKEN_STALE", message: "This table's code has changed. Ask your server for the table's new code." },
} as const;
export type TableTokenRefusalCode = (typeof TABLE_TOKEN_REFUSALS)[keyof typeof TABLE_TOKEN_REFUSALS]["code"];

const REFUSAL_CODES: readonly string[] = Object.values(TABLE_TOKEN_REFUSALS).map((r) => r.code);

/** True for the refusal code of a table call made without the table's current token. */
export const isTableTokenRefusal = (code: string | null | undefined): code is TableTokenRefusalCode =>
  !!code && REFUSAL_CODES.includes(code);

/** The text of a table-token refusal by its code. */
export const tableTokenRefusalText = (code: TableTokenRefusalCode): string =>
  code === TABLE_TOKEN_REFUSALS.stale.code ? TABLE_TOKEN_REFUSALS.stale.message : TABLE_TOKEN_REFUSALS.missing.message;

export interface TablePlaceRef {
  merchantType: string;
  locationSlug: string;
  tableId: string;
}

/** The path a table's QR code opens: its landing, with its token. */
export function tableLinkPath({ merchantType, locationSlug, tableId }: TablePlaceRef, tableToken: string): string {
  return `/${merchantType}/${locationSlug}/table/${encodeURIComponent(tableId)}?${TABLE_TOKEN_PARAM}=${encodeURIComponent(tableToken)}`;
}

/** "Ana" of "Ana María López": the most of a diner's name anyone outside the tab reads. */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? "";

/** The join screen's line: the first diner who joined the open tab, so a diner can tell it is the right table. */
export const joiningTabText = (firstName: string): string => `You're joining ${firstName}'s table`;
