/** Tips: an order's tip in its totals, and the tip calls' fields (the order's, or a part's of a split bill). */
import { z } from "zod";
import * as limits from "./money-limits";
import { TIP_TYPES } from "./order-totals";

/** The largest flat tip, in minor units: no more than a whole order may come to. */
export const MAX_FLAT_TIP = limits.MAX_ORDER_AMOUNT;

export const tipSchema = z
  .object({
    tipType: z.enum(TIP_TYPES).default("FLATFEE"),
    /** PERCENTAGE: a percent (0–100); FLATFEE: minor units */
    tipValue: z.number().min(0, "A tip cannot be negative"),
  })
  .superRefine((tip, ctx) => {
    if (tip.tipType === "PERCENTAGE" && tip.tipValue > 100)
      ctx.addIssue({ code: "custom", path: ["tipValue"], message: "A tip may be at most 100%" });
    if (tip.tipType === "FLATFEE" && (!Number.isInteger(tip.tipValue) || tip.tipValue > MAX_FLAT_TIP)) {
      ctx.addIssue({ code: "custom", path: ["tipValue"], message: `A flat tip is a whole amount in minor units, at most ${MAX_FLAT_TIP}` });
    }
  });

/** A tip call's tip (the order's, or a part's of a split bill): PERCENTAGE a percent, FLATFEE (the default) minor units. */
export const tipRequestFields = { tip: z.number().min(0, "A tip cannot be negative"), tipType: z.enum(TIP_TYPES).default("FLATFEE") };
/** The tip rules of tipSchema, said of a tip call's `tip`. */
export function checkTipRequest(r: { tip: number; tipType: (typeof TIP_TYPES)[number] }, ctx: z.RefinementCtx): void {
  const check = tipSchema.safeParse({ tipType: r.tipType, tipValue: r.tip });
  if (!check.success) ctx.addIssue({ code: "custom", path: ["tip"], message: check.error.issues[0]!.message });
}
