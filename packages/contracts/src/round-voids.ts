/**
 * Voiding a round placed in error (decision 028; staff, a manager only): its dishes no longer count in the bill (the
 * server prices it again), their stock comes back, its kitchen ticket goes, and the diners' tab shows it voided. Who,
 * when and why are kept with the round. JSON.
 */
import { z } from "zod";
import { kitchenTicketParamsSchema } from "./kitchen";

/** POST /staff/orders/{orderId}/rounds/{sortOrder}/void */
export const voidRoundParamsSchema = kitchenTicketParamsSchema;
export const voidRoundBodySchema = z.object({
  reason: z
    .string({ message: "Say why the round is voided" })
    .trim()
    .min(3, "Say why the round is voided")
    .max(200, "Keep the reason under 200 characters"),
});

/** Every refused void is a 409 (403 for a role that may not, or another restaurant's staff: STAFF_ORDER_REFUSALS), and changes nothing. */
export const VOID_ROUND_REFUSALS = {
  notATab: "Only a round of a table's tab can be voided",
  noSuchRound: "This tab has no such round",
  already: "This round is already voided",
  onlyRound: "This is the tab's only round: cancel the order instead",
  closed: "This table's bill is closed: its rounds can no longer change",
  paying: "A payment of this table's bill is in progress or done: its rounds can no longer change",
  partPaid: "A part of this table's bill is paid or being paid: its rounds can no longer change",
} as const;
