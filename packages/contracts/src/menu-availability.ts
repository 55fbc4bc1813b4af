/**
 * Menu availability (issue 26): staff mark a dish or an option sold out ("86") for today (back at the restaurant's
 * next local midnight) or until turned back on, turn it back on, and count a dish's stock. A sold-out dish stays on the
 * diners' menu as the spec's stock rules show it, sold out (stockQuantity 0), and an order for it is refused
 * (409 STOCK_GONE); a sold-out option is no longer offered, and an order naming it is refused (409 OPTION_SOLD_OUT).
 */
import { z } from "zod";
import { CURRENCIES } from "./constants";

/** How long a dish or an option stays sold out: today (until the restaurant's next local midnight), or until turned on. */
export const SOLD_OUT_SPANS = ["today", "untilTurnedOn"] as const;
export type SoldOutSpan = (typeof SOLD_OUT_SPANS)[number];

export const STOCK_MAX = 9_999;

export const AVAILABILITY_TEXTS = {
  soldOut: 'soldOut is "today", "untilTurnedOn", or null to offer it again',
  stock: `Stock is a whole number from 0 to ${STOCK_MAX}, or null when not counted`,
  nothingToChange: "Say what to change: soldOut or stockQuantity",
  noDish: "No dish of this restaurant has this id",
  noOption: "No option of this restaurant's dishes has this id",
  /** The console's labels. */
  spanLabel: { today: "Today", untilTurnedOn: "Until I turn it back on" } satisfies Record<SoldOutSpan, string>,
} as const;

const soldOutField = z.enum(SOLD_OUT_SPANS, { message: AVAILABILITY_TEXTS.soldOut }).nullable().optional();

/** PUT /staff/menu/dishes/{itemId}: sold out (for a span; null: offered again) and/or its stock (null: not counted). */
export const dishAvailabilityBodySchema = z
  .object({
    soldOut: soldOutField,
    stockQuantity: z
      .number({ message: AVAILABILITY_TEXTS.stock })
      .int(AVAILABILITY_TEXTS.stock)
      .min(0, AVAILABILITY_TEXTS.stock)
      .max(STOCK_MAX, AVAILABILITY_TEXTS.stock)
      .nullable()
      .optional(),
  })
  .refine((body) => body.soldOut !== undefined || body.stockQuantity !== undefined, { message: AVAILABILITY_TEXTS.nothingToChange });
export type DishAvailabilityBody = z.infer<typeof dishAvailabilityBodySchema>;

/** PUT /staff/menu/options/{optionId}. */
export const optionAvailabilityBodySchema = z.object({
  soldOut: z.enum(SOLD_OUT_SPANS, { message: AVAILABILITY_TEXTS.soldOut }).nullable(),
});
export type OptionAvailabilityBody = z.infer<typeof optionAvailabilityBodySchema>;

export const dishIdParamsSchema = z.object({ itemId: z.coerce.number().int().positive() });
export const optionIdParamsSchema = z.object({ optionId: z.coerce.number().int().positive() });

/** Whether a dish or an option is sold out now: null when offered; else until when (ISO; null: until turned back on). */
export const soldOutStateSchema = z.object({ until: z.string().nullable() }).nullable();

export const staffOptionSchema = z.object({ optionId: z.number().int(), name: z.string(), soldOut: soldOutStateSchema });
export type StaffOption = z.infer<typeof staffOptionSchema>;

export const staffDishSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  /** Shown to diners at all (display 1, visible to customers); a hidden dish is listed for staff all the same. */
  shown: z.boolean(),
  /** null: not counted. */
  stockQuantity: z.number().int().nullable(),
  soldOut: soldOutStateSchema,
  modifiers: z.array(z.object({ modifierId: z.number().int(), name: z.string(), options: z.array(staffOptionSchema) })),
});
export type StaffDish = z.infer<typeof staffDishSchema>;

/** GET /staff/menu: the restaurant's dishes by category, in menu order, with their availability. */
export const staffMenuSchema = z.object({
  currency: z.enum(CURRENCIES),
  categories: z.array(z.object({ categoryId: z.number().int(), name: z.string(), dishes: z.array(staffDishSchema) })),
});
export type StaffMenu = z.infer<typeof staffMenuSchema>;
