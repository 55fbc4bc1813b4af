/** Staff kitchen calls (issue 13): the location's open tickets, and moving a dish or a whole ticket. JSON. */
import { z } from "zod";
import { orderIdSchema } from "./orders";

export const kitchenItemParamsSchema = z.object({ orderId: orderIdSchema, lineId: z.coerce.number().int().positive("No such dish") });
export const kitchenItemBodySchema = z.object({
  status: z.union([z.literal(41), z.literal(42), z.literal(59)], { message: "status must be 41, 42 or 59" }),
});
export const kitchenTicketParamsSchema = z.object({
  orderId: orderIdSchema,
  sortOrder: z.coerce.number().int().positive("No such round"),
});
export const kitchenTicketBodySchema = z.object({
  status: z.union([z.literal(43), z.literal(59)], { message: "status must be 43 or 59" }),
});

export const kitchenTicketSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  tableId: z.string().nullable(),
  sortOrder: z.number().int(),
  dinerName: z.string(),
  placedAt: z.string(),
  status: z.number().int().nullable(),
  statusLabel: z.string(),
  items: z.array(
    z.object({
      lineId: z.number().int(),
      itemName: z.string(),
      quantity: z.number().int(),
      options: z.array(z.string()),
      comment: z.string().nullable(),
      status: z.number().int().nullable(),
      statusLabel: z.string(),
      /** The station the dish is routed to (its key), or null when none is. */
      station: z.string().nullable().optional(),
      /** That station's name as the restaurant calls it (grill, cold, bar…), or null when the dish is routed nowhere. */
      stationName: z.string().nullable().optional(),
      /** What the menu says of the dish for the kitchen: veg, non-veg or vegan (the menu keeps no allergens). */
      diet: z.string().nullable().optional(),
    }),
  ),
  /** The kitchen display's fields (issue 26). */
  orderType: z.enum(["pickup", "delivery", "dinein"]).optional(),
  /** When the kitchen received it: the order accepted (a tab's round: placed). */
  receivedAt: z.string().optional(),
  /** When the diner was promised it, or null when no time was promised. */
  promisedAt: z.string().nullable().optional(),
  /** The order's note for the kitchen. */
  note: z.string().nullable().optional(),
  /** Back on the rail by a recall. */
  recalled: z.boolean().optional(),
});
export type KitchenTicket = z.infer<typeof kitchenTicketSchema>;
export const kitchenTicketsAnswerSchema = z.object({ tickets: z.array(kitchenTicketSchema) });

/** A restaurant's station (grill, cold, bar…) and the dishes routed to it, by dish id or by category. */
export const kitchenStationSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,24}$/, "A station's key is 1 to 24 lowercase letters, digits or dashes"),
  name: z.string().trim().min(1, "Name the station").max(40, "A station's name is at most 40 characters"),
  dishIds: z.array(z.number().int().positive()).max(500).default([]),
  categoryIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type KitchenStation = z.infer<typeof kitchenStationSchema>;
export const MOST_KITCHEN_STATIONS = 12;
export const kitchenStationsSchema = z.object({
  stations: z
    .array(kitchenStationSchema)
    .max(MOST_KITCHEN_STATIONS, `At most ${MOST_KITCHEN_STATIONS} stations`)
    .refine((stations) => new Set(stations.map((s) => s.key)).size === stations.length, "Two stations have one key")
    .refine((stations) => new Set(stations.map((s) => s.name.trim().toLowerCase())).size === stations.length, "Two stations have one name"),
});
export type KitchenStations = z.infer<typeof kitchenStationsSchema>;

/** The answer of a recall: the ticket back on the rail. */
export const kitchenRecallAnswerSchema = z.object({ ticket: kitchenTicketSchema });

/** How far back a recall reaches, and how many bumped tickets it may bring back. */
export const RECALL_WINDOW_MINUTES = 60;
export const RECALL_DEPTH = 10;

/** Refusals of the kitchen display's calls (409 unless said). */
export const KDS_REFUSALS = {
  nothingToRecall: "No ticket was bumped in the past hour",
  notOnTheRail: "This ticket is not on the rail",
  servedAtTheCounter: "A pickup or delivery order leaves the kitchen when ready: hand it over from the orders board",
  unknownDish: (id: number) => `Dish ${id} is not on this restaurant's menu`,
  unknownCategory: (id: number) => `Category ${id} is not on this restaurant's menu`,
} as const;

/** Texts of the kitchen display. */
export const KDS_TEXTS = {
  empty: "No tickets. The rail is clear.",
  allStations: "All",
  expo: "Expo",
  recalled: "Recalled",
  /** Expo: every dish of every round of the order is ready (or served). */
  readyToRun: "Ready to run",
  /** A dish routed to no station. */
  noStation: "No station",
} as const;

/** Texts of the stations screen (a manager names the stations and routes dishes to them). */
export const STATION_TEXTS = {
  empty: "No stations yet",
  emptyBody: "Name the kitchen's stations (grill, cold, bar…), then route each dish or whole category to one.",
  emptyReadOnly: "A manager has not named the kitchen's stations yet.",
  readOnly: "Only a manager changes the stations and their dishes.",
  noStation: KDS_TEXTS.noStation,
  asCategory: "As its category",
  saved: "Stations saved. The kitchen's tickets now show them.",
  removeNote: "Removing a station sends its dishes back to no station.",
} as const;

/** Who may move dishes and tickets: the kitchen, managers and owners (a host runs the floor, not the pass). */
export const KITCHEN_ROLES = ["manager", "owner", "kitchen"] as const;
/** The KOT call narrowed to a payment that is not of the order (404). */
export const KOT_REFUSALS = { noSuchTransaction: "This order has no such payment" } as const;
