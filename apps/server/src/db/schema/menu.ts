/** The menu tables (owned by the menu module; only its repositories query them). Money is integer minor units. */
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { media } from "./media";
import { merchantLocations } from "./merchants";

export const menuCategories = pgTable(
  "menu_categories",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    name: text("name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("menu_categories_location_idx").on(t.locationId)],
);

export const menuSubcategories = pgTable("menu_subcategories", {
  id: serial("id").primaryKey(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => menuCategories.id),
  name: text("name").notNull(),
  imageMediaId: text("image_media_id").references(() => media.id),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const menuItems = pgTable(
  "menu_items",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => menuCategories.id),
    subcategoryId: integer("subcategory_id").references(() => menuSubcategories.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    price: integer("price").notNull(),
    /** Basis points; null means the location's defaultItemTax. */
    taxRate: integer("tax_rate"),
    diet: text("diet", { enum: ["veg", "non-veg", "vegan"] }).notNull(),
    itemType: text("item_type").notNull().default("food"),
    display: integer("display").notNull().default(1),
    visibleTo: jsonb("visible_to").$type<string[]>().notNull().default(["C"]),
    menuTypes: jsonb("menu_types").$type<string[]>().notNull().default(["pickup", "delivery", "dinein"]),
    /** null means not tracked (unlimited). */
    stockQuantity: integer("stock_quantity"),
    alertQuantity: integer("alert_quantity"),
    /** Sold out ("86"), set by staff (issue 26): until soldOutUntil, or until turned back on when that is null. */
    soldOut: boolean("sold_out").notNull().default(false),
    soldOutUntil: timestamp("sold_out_until", { withTimezone: true }),
    mediaId: text("media_id").references(() => media.id),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("menu_items_location_idx").on(t.locationId), uniqueIndex("menu_items_location_slug_idx").on(t.locationId, t.slug)],
);

export const modifiers = pgTable(
  "modifiers",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
    name: text("name").notNull(),
    typeId: text("type_id").notNull(),
    minChoices: integer("min_choices").notNull().default(0),
    maxChoices: integer("max_choices").notNull().default(1),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("modifiers_item_idx").on(t.itemId)],
);

export const modifierOptions = pgTable(
  "modifier_options",
  {
    id: serial("id").primaryKey(),
    modifierId: integer("modifier_id")
      .notNull()
      .references(() => modifiers.id),
    name: text("name").notNull(),
    price: integer("price").notNull().default(0),
    isDefault: boolean("is_default").notNull().default(false),
    /** Sold out, as a dish is (issue 26). */
    soldOut: boolean("sold_out").notNull().default(false),
    soldOutUntil: timestamp("sold_out_until", { withTimezone: true }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("modifier_options_modifier_idx").on(t.modifierId)],
);

export const eventMenus = pgTable(
  "event_menus",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    eventSlug: text("event_slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    eventDate: date("event_date", { mode: "string" }).notNull(),
  },
  (t) => [uniqueIndex("event_menus_location_slug_idx").on(t.locationId, t.eventSlug)],
);

export const eventMenuItems = pgTable(
  "event_menu_items",
  {
    eventMenuId: integer("event_menu_id")
      .notNull()
      .references(() => eventMenus.id),
    itemId: integer("item_id")
      .notNull()
      .references(() => menuItems.id),
  },
  (t) => [uniqueIndex("event_menu_items_pk").on(t.eventMenuId, t.itemId)],
);

export const eventSlots = pgTable("event_slots", {
  id: serial("id").primaryKey(),
  eventMenuId: integer("event_menu_id")
    .notNull()
    .references(() => eventMenus.id),
  label: text("label").notNull(),
  startsAt: text("starts_at").notNull(),
  endsAt: text("ends_at").notNull(),
  capacity: integer("capacity").notNull(),
});
