/** Menu schemas: spec §3 "Menu data" and the menu calls of §7. */
import { z } from "zod";
import { CURRENCIES, CUSTOMER_AUDIENCE } from "./constants";
import { mediaSchema, menuTypeSchema } from "./merchants";

export const DIETS = ["veg", "non-veg", "vegan"] as const;
export const dietSchema = z.enum(DIETS);
export type Diet = z.infer<typeof dietSchema>;

export const modifierOptionSchema = z.object({
  modifierOptionId: z.number().int(),
  optionName: z.string(),
  /** minor units */
  price: z.number().int(),
  isDefault: z.boolean(),
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierSchema = z.object({
  modifierId: z.number().int(),
  name: z.string(),
  /** Kind of choice, shown to help the picker: size, addon, spice… */
  typeId: z.string(),
  minChoices: z.number().int().min(0),
  maxChoices: z.number().int().min(1),
  options: z.array(modifierOptionSchema),
});
export type Modifier = z.infer<typeof modifierSchema>;

export const menuItemSchema = z.object({
  itemId: z.number().int(),
  itemName: z.string(),
  /** URL form of the name, used by the item detail routes. */
  slug: z.string(),
  description: z.string(),
  price: z.number().int(),
  category: z.string(),
  categoryId: z.number().int(),
  subCategory: z.string().nullable(),
  subCategoryId: z.number().int().nullable(),
  subCategoryImg: z.string().nullable(),
  subCategoryImgType: z.string().nullable(),
  display: z.union([z.literal(0), z.literal(1)]),
  diet: dietSchema,
  itemType: z.string(),
  /** basis points; null means the location's defaultItemTax applies */
  taxRate: z.number().int().nullable(),
  stockQuantity: z.number().int().nullable(),
  alertQuantity: z.number().int().nullable(),
  media: mediaSchema.nullable(),
  modifiers: z.array(modifierSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const categoryTypeSchema = z.object({ id: z.number().int(), name: z.string(), sortOrder: z.number().int() });
export const subCategoryTypeSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  name: z.string(),
  subCategoryImg: z.string().nullable(),
  subCategoryImgType: z.string().nullable(),
});

export const eventSlotSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
});
export type EventSlot = z.infer<typeof eventSlotSchema>;

export const menuDataSchema = z.object({
  locationId: z.number().int(),
  menuType: menuTypeSchema,
  orderTypeId: z.number().int(),
  currency: z.enum(CURRENCIES),
  orderTax: z.number().int(),
  defaultItemTax: z.number().int(),
  availableCategory: z.array(z.string()),
  categoryTypes: z.array(categoryTypeSchema),
  subCategoryTypes: z.array(subCategoryTypeSchema),
  menu: z.array(menuItemSchema),
  /** Present on event menus only. */
  event: z
    .object({
      eventSlug: z.string(),
      name: z.string(),
      eventDate: z.string(),
      description: z.string(),
      eventOrderSlot: z.array(eventSlotSchema),
    })
    .nullable(),
});
export type MenuData = z.infer<typeof menuDataSchema>;

const locationIdSchema = z.coerce
  .number({ message: "locationId must be a number" })
  .int()
  .positive("locationId must be a positive number")
  .max(2_147_483_647, "No such locationId");

/** POST /merchants/menu/v2 */
export const menuRequestSchema = z.object({
  type: menuTypeSchema,
  locationId: locationIdSchema,
  customerId: z.string().nullable().optional(),
  searchText: z.string().trim().max(80, "searchText is too long").optional(),
  visibleTo: z.array(z.literal(CUSTOMER_AUDIENCE, { message: 'visibleTo may only hold "C"' })).default([CUSTOMER_AUDIENCE]),
  from: z.string().max(40).optional(),
});
export type MenuRequest = z.infer<typeof menuRequestSchema>;

/** GET /merchants/locations/{locationId}/menu?orderType={menuType} */
export const locationMenuParamsSchema = z.object({ locationId: locationIdSchema });
export const locationMenuQuerySchema = z.object({ orderType: menuTypeSchema });

/** POST /merchants/locations/event-order-menu/v2 */
export const eventMenuRequestSchema = z.object({
  eventSlug: z.string().trim().min(1, "eventSlug is required").max(120),
  locationId: locationIdSchema,
  orderType: menuTypeSchema,
});
