/** Restaurant (merchant location) schemas: spec §3 "Restaurant detail" and the restaurant calls of §7. */
import { z } from "zod";
import { CURRENCIES } from "./constants";
import { deliveryAreaSchema, feeBandSchema } from "./delivery-area";
import { servicesOffUntilSchema } from "./services-off";

export const ORDER_TYPE_GROUPS = { pickup: "P", delivery: "DL", dineIn: "D" } as const;
/** The menu types a menu route may name, one per order type. */
export const MENU_TYPES = ["pickup", "delivery", "dinein"] as const;
export const menuTypeSchema = z.enum(MENU_TYPES, { message: "menuType must be pickup, delivery or dinein" });
export type MenuType = z.infer<typeof menuTypeSchema>;

export const mediaSchema = z.object({
  id: z.string(),
  entityType: z.enum(["META", "LOGO", "ITEM", "SUBCATEGORY"]),
  mimeType: z.string(),
  extension: z.string(),
  /** Path under the server origin: /media/{type}/{id}.{extension} */
  url: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const themeSchema = z.object({ primaryColor: z.string(), textColor: z.string() });
export type Theme = z.infer<typeof themeSchema>;

export const orderTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'D' means dine-in (spec §3), 'P' pickup, 'DL' delivery. */
  typeGroup: z.enum(["P", "DL", "D"]),
  menuType: menuTypeSchema,
});
export type OrderType = z.infer<typeof orderTypeSchema>;

/** One opening window in the restaurant's own time zone; day 0 is Sunday. close may pass midnight ("01:00"). */
export const workingHoursSchema = z.object({
  day: z.number().int().min(0).max(6),
  open: z.string().regex(/^\d{2}:\d{2}$/),
  close: z.string().regex(/^\d{2}:\d{2}$/),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;

export const sessionSchema = z.object({
  day: z.number().int(),
  open: z.string(),
  close: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const restaurantDetailSchema = z.object({
  id: z.number().int(),
  branchName: z.string(),
  branch: z.string(),
  address: z.string(),
  open: z.union([z.literal(0), z.literal(1)]),
  city: z.string(),
  country: z.string(),
  currency: z.enum(CURRENCIES),
  lat: z.number(),
  lng: z.number(),
  delivery: z.boolean(),
  media: z.array(mediaSchema),
  rating: z.number(),
  /** How many diners rated it (issue 15); 0: no ratings yet, the card says "New". */
  ratingCount: z.number().int(),
  phoneNumber: z.string(),
  /** Average cost for two, in minor units. */
  cost: z.number().int(),
  digitalMenu: z.boolean(),
  highChair: z.boolean(),
  dining: z.boolean(),
  takeAway: z.boolean(),
  onlineCheckin: z.boolean(),
  onlineOrder: z.boolean(),
  parking: z.boolean(),
  cards: z.boolean(),
  pref: z.array(z.string()),
  tableSection: z.array(z.object({ id: z.number().int(), name: z.string() })),
  safetyMeasures: z.array(z.string()),
  workingHours: z.array(workingHoursSchema),
  currentWorkingHours: z.array(workingHoursSchema),
  facilities: z.array(z.string()),
  cuisine: z.array(z.string()),
  diets: z.array(z.string()),
  itemTypes: z.array(z.string()),
  maxCheckinWaitThreshold: z.number().int(),
  maxOnlineCheckin: z.number().int(),
  redirectUrl: z.string().nullable(),
  orderTypes: z.array(orderTypeSchema),
  defaultPickUpETA: z.number().int(),
  defaultDeliveryETA: z.number().int(),
  paymentProvider: z.string(),
  deliveryKMRadius: z.number(),
  locationDeliveryProviders: z.array(z.string()),
  scheduledDelivery: z.boolean(),
  scheduledDeliveryCutOffTime: z.number().int(),
  scheduledDeliveryDurationInDays: z.number().int(),
  locationSlug: z.string(),
  merchantSlug: z.string(),
  merchantType: z.string(),
  merchantName: z.string(),
  disabledServices: z.object({ isReservation: z.boolean() }),
  cancellationPolicy: z.string(),
  deliverySettings: z.object({
    minimumOrder: z.number().int(),
    /** The fee when there are no bands (flat), and the first band's fee otherwise. */
    deliveryFee: z.number().int(),
    freeDeliveryAbove: z.number().int().nullable(),
    /** Where it delivers (issue 14): deliveryKMRadius as a radius, or the polygon the restaurant drew. */
    deliveryArea: deliveryAreaSchema,
    /** The fee by distance, nearest band first; empty: deliveryFee at any distance in the area. */
    feeBands: z.array(feeBandSchema),
  }),
  platformConfiguration: z.record(z.string(), z.unknown()),
  aboutUs: z.string(),
  pickupCutoff: z.number().int(),
  /** Tax rates in basis points (1% = 100). */
  defaultTax: z.number().int(),
  orderTax: z.number().int(),
  defaultItemTax: z.number().int(),
  quickCheckIn: z.boolean(),
  shareTable: z.boolean(),
  deliveryCutOffTimeExceeds: z.boolean(),
  pickupCutOffTimeExceeds: z.boolean(),
  timeZoneCd: z.string(),
  assignTableDuringQuickCheckIn: z.boolean(),
  dataCapCnpPayment: z.boolean(),
  isSurchargeEnabled: z.boolean(),
  activeSessionEndTime: z.string().nullable(),
  nextSession: sessionSchema.nullable(),
  isLastActiveSession: z.boolean(),
  theme: themeSchema,
  uiFeatureFlags: z.object({ googleTag: z.string().nullable() }),
  /** Upcoming event menus; their dates and slugs feed the event menu routes. */
  events: z.array(z.object({ eventSlug: z.string(), name: z.string(), eventDate: z.string() })),
  /**
   * The restaurant paused online ordering until this time (ISO; issue 26): orders for now are refused until then, an
   * order for a later time is taken. Null (or absent) when not paused.
   */
  orderingPausedUntil: z.string().nullable().optional(),
  /** The services the restaurant turned off for a while (issue 26; services-off.ts): absent or empty when all are on. */
  servicesOffUntil: servicesOffUntilSchema.optional(),
});
export type RestaurantDetail = z.infer<typeof restaurantDetailSchema>;

export const restaurantSummarySchema = restaurantDetailSchema
  .pick({
    id: true,
    branchName: true,
    address: true,
    open: true,
    city: true,
    country: true,
    currency: true,
    lat: true,
    lng: true,
    media: true,
    rating: true,
    ratingCount: true,
    cost: true,
    cuisine: true,
    locationSlug: true,
    merchantSlug: true,
    merchantType: true,
    merchantName: true,
    theme: true,
    orderTypes: true,
    nextSession: true,
    delivery: true,
    deliverySettings: true,
    defaultPickUpETA: true,
    defaultDeliveryETA: true,
  })
  .extend({ distanceKm: z.number().nullable() });
export type RestaurantSummary = z.infer<typeof restaurantSummarySchema>;

const slugSchema = z
  .string({ message: "slug is required" })
  .trim()
  .min(1, "slug is required")
  .max(120, "slug is too long")
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, "slug may hold only letters, digits and dashes");

/** POST merchants/locations/slug */
export const locationBySlugRequestSchema = z.object({ slug: slugSchema });
/** POST merchants/locations/id */
export const locationByIdRequestSchema = z.object({
  staffId: z.string().nullable().optional(),
  locationId: z.coerce
    .number({ message: "locationId must be a number" })
    .int()
    .positive("locationId must be a positive number")
    .max(2_147_483_647, "No such locationId"),
});
/** POST /merchants/details/v2: a merchant (brand) slug or a location slug. */
export const merchantDetailsRequestSchema = z.object({ slug: slugSchema });
export const merchantDetailsSchema = z.object({
  merchantSlug: z.string(),
  merchantName: z.string(),
  merchantType: z.string(),
  aboutUs: z.string(),
  locations: z.array(restaurantSummarySchema),
});
export type MerchantDetails = z.infer<typeof merchantDetailsSchema>;

/** POST customer/findMerchant/v2: restaurants by city, by position (nearest first), or by text. */
export const findMerchantRequestSchema = z
  .object({
    cityName: z.string().trim().min(1).max(80).optional(),
    lat: z.number().min(-90, "lat must be between -90 and 90").max(90, "lat must be between -90 and 90").optional(),
    lng: z.number().min(-180, "lng must be between -180 and 180").max(180, "lng must be between -180 and 180").optional(),
    searchText: z.string().trim().max(80, "searchText is too long").optional(),
    /** Only restaurants within this many km when a position is given; NEAR_ME_RADIUS_KM when left out. */
    radiusKm: z.number().positive().max(20000).optional(),
  })
  .refine((r) => (r.lat === undefined) === (r.lng === undefined), { message: "lat and lng must be given together" });
export type FindMerchantRequest = z.infer<typeof findMerchantRequestSchema>;
export const findMerchantAnswerSchema = z.object({
  restaurants: z.array(restaurantSummarySchema),
  cities: z.array(z.object({ name: z.string(), country: z.string(), count: z.number().int() })),
});
export type FindMerchantAnswer = z.infer<typeof findMerchantAnswerSchema>;
