/**
 * Splitting a tab's bill (issue 13): by diner (what each ordered, shared dishes divided), in equal parts, or by chosen
 * dishes. Every part gets its share of tax, tip, discount and wallet; the parts sum exactly to the bill (split-bill.ts).
 * Each part (splitId) is paid on its own, by any way the restaurant takes; the tab closes when every part is paid.
 */
import { z } from "zod";
import { orderIdSchema } from "./orders";
import { tableTokenSchema } from "./table-tokens";
import { SPLIT_MODES } from "./tabs";
import { checkTipRequest, tipRequestFields } from "./tips";

/** The most parts a bill is split into. */
export const MAX_SPLIT_PARTS = 20;

const lineIdSchema = z.number().int().positive();

/** POST /order/customer/split-bill */
export const splitBillRequestSchema = z
  .object({
    orderId: orderIdSchema,
    /** The token of the tab's table's QR code (decision 028): a bill is split at the table. */
    tableToken: tableTokenSchema.optional(),
    mode: z.enum(SPLIT_MODES, { message: "Split by diner, in equal parts or by dishes" }),
    /** equal: how many parts. */
    parts: z
      .number()
      .int()
      .min(2, "Split into at least 2 parts")
      .max(MAX_SPLIT_PARTS, `Split into at most ${MAX_SPLIT_PARTS} parts`)
      .optional(),
    /** diner: dishes divided among every diner instead of going to whoever ordered them. */
    sharedLineIds: z.array(lineIdSchema).max(500).default([]),
    /** items: each dish to one part or shared among several (1-based part numbers). */
    assignments: z
      .array(z.object({ lineId: lineIdSchema, parts: z.array(z.number().int().min(1).max(MAX_SPLIT_PARTS)).min(1).max(MAX_SPLIT_PARTS) }))
      .max(500)
      .optional(),
  })
  .superRefine((r, ctx) => {
    if (r.mode === "equal" && r.parts === undefined) ctx.addIssue({ code: "custom", path: ["parts"], message: "Choose how many parts" });
    if (r.mode === "items" && !r.assignments?.length)
      ctx.addIssue({ code: "custom", path: ["assignments"], message: "Choose who pays for each dish" });
  });
export type SplitBillRequest = z.infer<typeof splitBillRequestSchema>;

/** POST /order/customer/split-bill/undo: back to one bill, while no part is paid or being paid. */
export const undoSplitRequestSchema = z.object({ orderId: orderIdSchema, tableToken: tableTokenSchema.optional() });

/**
 * PUT /order/customer/split-bill/tip: whoever pays a part tips it, by the tip rules of add-tip (a percent of the part's
 * subtotal, or a flat amount); one tip per part, changed until that part is paid or being paid.
 */
export const tipPartRequestSchema = z
  .object({
    orderId: orderIdSchema,
    splitId: z.string({ message: "splitId is required" }).uuid("splitId is not valid"),
    ...tipRequestFields,
  })
  .superRefine(checkTipRequest);
export type TipPartRequest = z.infer<typeof tipPartRequestSchema>;

export const SPLIT_REFUSALS = {
  notATab: "Only a table's bill can be split",
  closed: "This bill is already paid",
  somePaid: "A part of this bill is paid or being paid: the split can no longer change",
  wholePaying: "The whole bill is being paid: it cannot be split now",
  nothingToSplit: "There is nothing to split on this bill",
  lineUnknown: (lineId: number) => `This bill has no dish ${lineId}`,
  lineMissing: "Choose who pays for every dish",
  lineTwice: "Each dish is chosen once",
  partEmpty: "Every part needs at least one dish",
  oneDiner: "Only one diner ordered: split in equal parts or by dishes instead",
  onePart: `Split into 2 to ${MAX_SPLIT_PARTS} parts`,
  splitPaid: "This part is already paid",
  splitVoid: "This part is no longer part of the bill: the split changed",
  noSuchSplit: "This bill has no such part",
  wholeBillSplit: "This bill is split: pay your part",
  /** A tip on the whole bill once it is split (each part takes its own). */
  tipOnParts: "This bill is split: each part takes its own tip",
  /** A coupon or an offer on the whole bill once it is split. */
  amountWhileSplit: "This bill is split: undo the split to change its amount",
  partPaying: "Payment of this part has started, so its tip can no longer change",
} as const;
