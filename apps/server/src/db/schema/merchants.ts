/** The merchants tables (owned by the merchants module; only its repositories query them). Money is integer minor units. */
import { DINER_SERVICES } from "@forkful/contracts/services-off";
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export interface WorkingHoursRow {
  day: number;
  open: string;
  close: string;
}

/**
 * A trigram index: a text search (ILIKE '%…%') of three letters or more is answered from it, not by reading each row.
 * Without fastupdate a write updates it at once: its pending list would otherwise wait for a vacuum, which PGlite never
 * runs, and every search would read that list row by row.
 */
const trigramIndex = (name: string, column: SQL | AnyPgColumn) =>
  index(name).using("gin", sql`${column} gin_trgm_ops`).with({ fastupdate: false });

export const merchants = pgTable(
  "merchants",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    /** First path segment of the restaurant routes, e.g. "restaurant", "cafe". */
    merchantType: text("merchant_type").notNull(),
    aboutUs: text("about_us").notNull().default(""),
  },
  (t) => [trigramIndex("merchants_name_trgm_idx", t.name)],
);

export const merchantLocations = pgTable(
  "merchant_locations",
  {
    id: serial("id").primaryKey(),
    merchantId: integer("merchant_id")
      .notNull()
      .references(() => merchants.id),
    locationSlug: text("location_slug").notNull(),
    branchName: text("branch_name").notNull(),
    branch: text("branch").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    country: text("country").notNull(),
    currency: text("currency", { enum: ["USD", "INR"] }).notNull(),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    phoneNumber: text("phone_number").notNull(),
    /** The mean of the overall stars of its feedback (issue 15), kept with the count as feedback arrives. */
    rating: doublePrecision("rating").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    cost: integer("cost").notNull(),
    timeZoneCd: text("time_zone_cd").notNull(),
    workingHours: jsonb("working_hours").$type<WorkingHoursRow[]>().notNull(),
    delivery: boolean("delivery").notNull().default(false),
    digitalMenu: boolean("digital_menu").notNull().default(true),
    highChair: boolean("high_chair").notNull().default(false),
    dining: boolean("dining").notNull().default(true),
    takeAway: boolean("take_away").notNull().default(true),
    onlineCheckin: boolean("online_checkin").notNull().default(false),
    onlineOrder: boolean("online_order").notNull().default(true),
    parking: boolean("parking").notNull().default(false),
    cards: boolean("cards").notNull().default(true),
    pref: jsonb("pref").$type<string[]>().notNull().default([]),
    tableSection: jsonb("table_section").$type<{ id: number; name: string }[]>().notNull().default([]),
    safetyMeasures: jsonb("safety_measures").$type<string[]>().notNull().default([]),
    facilities: jsonb("facilities").$type<string[]>().notNull().default([]),
    cuisine: jsonb("cuisine").$type<string[]>().notNull().default([]),
    diets: jsonb("diets").$type<string[]>().notNull().default([]),
    itemTypes: jsonb("item_types").$type<string[]>().notNull().default([]),
    maxCheckinWaitThreshold: integer("max_checkin_wait_threshold").notNull().default(60),
    maxOnlineCheckin: integer("max_online_checkin").notNull().default(10),
    redirectUrl: text("redirect_url"),
    defaultPickUpEta: integer("default_pick_up_eta").notNull().default(20),
    defaultDeliveryEta: integer("default_delivery_eta").notNull().default(45),
    paymentProvider: text("payment_provider").notNull().default("sandbox"),
    deliveryKmRadius: doublePrecision("delivery_km_radius").notNull().default(5),
    locationDeliveryProviders: jsonb("location_delivery_providers").$type<string[]>().notNull().default([]),
    /** Where it delivers (issue 14): null is a radius of delivery_km_radius; else a polygon of [lat, lng] corners. */
    deliveryArea: jsonb("delivery_area").$type<{ kind: "polygon"; points: [number, number][] }>(),
    /** Fee by distance band, nearest first; empty: the flat deliverySettings.deliveryFee. */
    deliveryFeeBands: jsonb("delivery_fee_bands").$type<{ upToKm: number; fee: number }[]>().notNull().default([]),
    scheduledDelivery: boolean("scheduled_delivery").notNull().default(false),
    /** Minutes before a scheduled slot after which it can no longer be booked. */
    scheduledDeliveryCutOffTime: integer("scheduled_delivery_cut_off_time").notNull().default(60),
    scheduledDeliveryDurationInDays: integer("scheduled_delivery_duration_in_days").notNull().default(0),
    disabledServices: jsonb("disabled_services").$type<{ isReservation: boolean }>().notNull().default({ isReservation: false }),
    cancellationPolicy: text("cancellation_policy").notNull().default(""),
    deliverySettings: jsonb("delivery_settings")
      .$type<{ minimumOrder: number; deliveryFee: number; freeDeliveryAbove: number | null }>()
      .notNull()
      .default({ minimumOrder: 0, deliveryFee: 0, freeDeliveryAbove: null }),
    platformConfiguration: jsonb("platform_configuration").$type<Record<string, unknown>>().notNull().default({}),
    /** Minutes before closing when pickup orders stop. */
    pickupCutoff: integer("pickup_cutoff").notNull().default(15),
    defaultTax: integer("default_tax").notNull().default(0),
    orderTax: integer("order_tax").notNull().default(0),
    defaultItemTax: integer("default_item_tax").notNull().default(0),
    quickCheckIn: boolean("quick_check_in").notNull().default(false),
    shareTable: boolean("share_table").notNull().default(false),
    assignTableDuringQuickCheckIn: boolean("assign_table_during_quick_check_in").notNull().default(false),
    dataCapCnpPayment: boolean("data_cap_cnp_payment").notNull().default(false),
    isSurchargeEnabled: boolean("is_surcharge_enabled").notNull().default(false),
    themePrimaryColor: text("theme_primary_color"),
    themeTextColor: text("theme_text_color"),
    googleTag: text("google_tag"),
    /** Dine-in and delivery may be closed while a location is listed. */
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("merchant_locations_slug_idx").on(t.locationSlug),
    index("merchant_locations_city_idx").on(sql`lower(${t.city})`),
    index("merchant_locations_merchant_idx").on(t.merchantId),
    // The restaurant search (merchants.repository.ts locationIdsMatching) reads these.
    trigramIndex("merchant_locations_branch_name_trgm_idx", t.branchName),
    trigramIndex("merchant_locations_city_trgm_idx", t.city),
    trigramIndex("merchant_locations_address_trgm_idx", t.address),
    trigramIndex("merchant_locations_cuisine_trgm_idx", sql`(${t.cuisine}::text)`),
  ],
);

export const orderTypes = pgTable(
  "order_types",
  {
    id: serial("id").primaryKey(),
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    name: text("name").notNull(),
    typeGroup: text("type_group", { enum: ["P", "DL", "D"] }).notNull(),
    menuType: text("menu_type", { enum: ["pickup", "delivery", "dinein"] }).notNull(),
  },
  (t) => [uniqueIndex("order_types_location_menu_type_idx").on(t.locationId, t.menuType)],
);

/** How a location takes online orders now (issue 26): paused until a time, and/or paced to N orders per 15 minutes. */
export const orderingControls = pgTable("ordering_controls", {
  locationId: integer("location_id")
    .primaryKey()
    .references(() => merchantLocations.id),
  pausedUntil: timestamp("paused_until", { withTimezone: true }),
  paceLimit: integer("pace_limit"),
  /** Who set it last ("staff:{id}") and when. */
  updatedBy: text("updated_by").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});

/**
 * The diner services a location turned off for a while (issue 26): delivery, online check-in or reservations, off
 * until a time or (until null) until turned back on. One row per service that is or was off; turning it back on
 * removes the row (the staff actions keep the story).
 */
export const servicePauses = pgTable(
  "service_pauses",
  {
    locationId: integer("location_id")
      .notNull()
      .references(() => merchantLocations.id),
    service: text("service", { enum: DINER_SERVICES }).notNull(),
    /** Off until this instant; null: until turned back on. */
    until: timestamp("until", { withTimezone: true }),
    /** The staff member who turned it off (staff.id; the staff module's table, so not a foreign key here) and when. */
    setBy: uuid("set_by").notNull(),
    setAt: timestamp("set_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.locationId, t.service] })],
);
