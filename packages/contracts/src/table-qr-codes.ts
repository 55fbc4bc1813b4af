/**
 * The table QR sheet (staff only, decision 028): every table with the link its QR code opens now (its current token),
 * and a new token for one table on staff's demand. JSON, for a manager or a host of the restaurant.
 */
import { z } from "zod";
import { tableIdSchema } from "./bookings";
import { diningTableSchema } from "./floor";

/** A table and what its QR code opens now: its landing with its current token. */
export const tableQrCodeSchema = diningTableSchema.extend({
  tableToken: z.string(),
  /** The landing's path with the token (…/table/T4?t=…); the sheet puts the app's origin in front. */
  tablePath: z.string(),
});
export type TableQrCode = z.infer<typeof tableQrCodeSchema>;

/** GET /staff/tables/qr-codes */
export const tableQrCodesAnswerSchema = z.object({
  locationId: z.number().int(),
  merchantType: z.string(),
  locationSlug: z.string(),
  branchName: z.string(),
  tables: z.array(tableQrCodeSchema),
});
export type TableQrCodes = z.infer<typeof tableQrCodesAnswerSchema>;

/** POST /staff/tables/{tableId}/token: the table gets a new token; the old one stops working at once. */
export const tableTokenParamsSchema = z.object({ tableId: tableIdSchema });

export const TABLE_QR_WORDS = {
  title: "Table QR codes",
  signIn: "Staff sign-in",
  signInBody: "The table QR codes are for the restaurant's staff. Sign in with your staff account to print them.",
  otherRestaurant: "This staff account belongs to another restaurant. Sign in with an account of this restaurant.",
  printOne: "Print this card",
  printAll: "Print all",
  newCode: "New code",
  newCodeConfirm: "The code printed now stops working. Give this table a new code?",
  newCodeDone: "New code ready: print the card for the table.",
  scanToOrder: "Scan to order at this table",
} as const;
