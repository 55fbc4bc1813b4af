/**
 * The dine-in tab (issue 13): one open order per table that every diner at the table adds rounds to, each round a
 * kitchen ticket (KOT) whose dishes move 41 → 42 → 59 and whose ticket moves to 43; the table sees one bill.
 *
 * - A tab is an order of type dinein with a tab state: open (rounds may be added), settling (the bill is split: no
 *   more rounds until the split is undone) and closed (paid in full, or cancelled). One open or settling tab per table.
 * - Round numbers (sortOrder) start at 1 and have no gaps; every round is placed once per idempotency key.
 * - Diners at the table join by name only: the first round's placer, and anyone who orders a later round.
 */
import { z } from "zod";
import { OrderStatus } from "./order-status";
import { TIP_TYPES } from "./order-totals";
import { orderPaymentSchema } from "./payments";
import { tableTokenSchema } from "./table-tokens";

export const TAB_STATES = ["open", "settling", "closed"] as const;
export type TabState = (typeof TAB_STATES)[number];

/** A dish of a round in the kitchen: sent (null) → 41 in preparation → 42 ready → 59 served. */
export const KitchenItemStatus = {
  InPreparation: OrderStatus.ItemInPreparation,
  Ready: OrderStatus.ItemReady,
  Served: OrderStatus.Served,
} as const;
export type KitchenItemStatusCode = (typeof KitchenItemStatus)[keyof typeof KitchenItemStatus];

/** A round's ticket: in the kitchen (null) → 43 KOT ready (every dish ready) → its dishes served (59). */
export const KitchenTicketStatus = { Ready: OrderStatus.KitchenTicketReady, Served: OrderStatus.Served } as const;

/** The moves a dish may make; "sent" is a dish the kitchen has not started. */
export const KITCHEN_ITEM_MOVES: Record<"sent" | 41 | 42 | 59, readonly number[]> = {
  sent: [KitchenItemStatus.InPreparation],
  41: [KitchenItemStatus.Ready],
  42: [KitchenItemStatus.Served],
  59: [],
};

/** True when a dish in `from` (null: sent) may move to `to`. */
export function canMoveKitchenItem(from: number | null, to: number): boolean {
  const moves = KITCHEN_ITEM_MOVES[(from ?? "sent") as keyof typeof KITCHEN_ITEM_MOVES] ?? [];
  return moves.includes(to);
}

/** What the diner and the kitchen read for a dish and a ticket (41 and 42 have no label in §4; 43 and 59 do). */
export const KITCHEN_WORDS = {
  item: { sent: "Sent to the kitchen", 41: "In preparation", 42: "Ready", 59: "Served" },
  ticket: { sent: "In the kitchen", 43: "KOT Ready", 59: "Order Served (Dine-in)" },
} as const;

export function kitchenItemWord(status: number | null): string {
  return KITCHEN_WORDS.item[(status ?? "sent") as keyof typeof KITCHEN_WORDS.item] ?? KITCHEN_WORDS.item.sent;
}

export function kitchenTicketWord(status: number | null): string {
  return KITCHEN_WORDS.ticket[(status ?? "sent") as keyof typeof KITCHEN_WORDS.ticket] ?? KITCHEN_WORDS.ticket.sent;
}

/** Where a round is, as its diners read it: from its dishes (and its ticket), or voided by the restaurant. */
export const ROUND_STATES = ["sent", "preparing", "ready", "served", "voided"] as const;
export type RoundState = (typeof ROUND_STATES)[number];

export const ROUND_WORDS: Record<RoundState, string> = {
  sent: KITCHEN_WORDS.ticket.sent,
  preparing: KITCHEN_WORDS.item[41],
  ready: KITCHEN_WORDS.ticket[43],
  served: KITCHEN_WORDS.ticket[59],
  voided: "Voided by the restaurant",
};

/**
 * The one rule for a round's state (the server's tab and the diners' page both read it): a round is ready once every
 * dish is, whether or not the kitchen has marked its ticket yet, served once every dish is, and in preparation as soon
 * as one dish is started. `dishes` are its dishes' kitchen states (null: sent).
 */
export function roundStateOf(round: { ticketStatus: number | null; voided: boolean }, dishes: readonly (number | null)[]): RoundState {
  if (round.voided) return "voided";
  const all = (...states: (number | null)[]) => dishes.length > 0 && dishes.every((d) => states.includes(d));
  if (round.ticketStatus === KitchenTicketStatus.Served || all(KitchenItemStatus.Served)) return "served";
  if (round.ticketStatus === KitchenTicketStatus.Ready || all(KitchenItemStatus.Ready, KitchenItemStatus.Served)) return "ready";
  if (dishes.some((d) => d !== null)) return "preparing";
  return "sent";
}

/** Every refused kitchen move is a 409 with one of these. */
export const KITCHEN_REFUSALS = {
  notAccepted: "Accept the order before the kitchen starts it",
  itemMove: (from: string, to: string) => `A dish that is ${from.toLowerCase()} cannot be marked ${to.toLowerCase()}`,
  ticketNotReady: "Every dish of this ticket must be ready before the ticket is",
  serveBeforeTicket: "Serve dishes once their ticket is ready (KOT Ready)",
  ticketAlready: "This ticket is already ready",
  ticketServed: "Every dish of this ticket is already served",
  orderOver: "This order is over: the kitchen cannot change it",
  noSuchRound: "This order has no such round",
  noSuchLine: "This order has no such dish",
  roundVoided: "This round was voided: the kitchen no longer makes it",
  notATab: "Only a table's tab goes through the kitchen's tickets: move this order by its status",
} as const;

/** Why a round cannot be added to a table's tab (409), or a tab cannot be read (403). */
export const TAB_REFUSALS = {
  settling: "The bill of this table is being split: undo the split to order more",
  closed: "This table's bill is closed: a new order starts a new tab",
  paying: "A payment of this table's bill is in progress: order more once it is done",
  otherTable: "This order belongs to another table",
  notADiner: "Only the diners at this table can see its tab",
  roundExtras: "Coupons, wallet and tips apply to the whole bill, not to a round",
  noSuchTable: "This restaurant has no such table",
  noDineIn: "This restaurant does not take dine-in orders",
  othersOrdered: "Others at this table have ordered on this tab: ask your server to change or cancel it",
} as const;

export const tabDinerSchema = z.object({ dinerId: z.string(), name: z.string() });

export const tabRoundSchema = z.object({
  /** The round number, from 1. */
  sortOrder: z.number().int(),
  dinerId: z.string(),
  dinerName: z.string(),
  placedAt: z.string(),
  /** null: in the kitchen; 43 KOT ready; 59 every dish served. */
  ticketStatus: z.number().int().nullable(),
  /** The round's state from its dishes (roundStateOf) and its words. */
  state: z.enum(ROUND_STATES),
  ticketLabel: z.string(),
  /** A round staff voided (placed in error): when, and its dishes, which no longer count in the bill. */
  voided: z
    .object({
      at: z.string(),
      lines: z.array(z.object({ itemName: z.string(), quantity: z.number().int(), subtotal: z.number().int() })),
    })
    .nullable(),
});
export type TabRound = z.infer<typeof tabRoundSchema>;

export const splitShareSchema = z.object({ numerator: z.number().int().positive(), denominator: z.number().int().positive() });

/** One part of a split bill: its share of each dish and of tax, tip, discount and wallet; the parts sum to the bill. */
export const splitSchema = z.object({
  splitId: z.string(),
  /** 1-based place among the plan's parts. */
  position: z.number().int(),
  /** "Asha", "Part 2 of 3", "Part 1" */
  label: z.string(),
  dinerId: z.string().nullable(),
  lines: z.array(
    z.object({
      lineId: z.number().int(),
      itemName: z.string(),
      share: splitShareSchema,
      subtotal: z.number().int(),
      tax: z.number().int(),
    }),
  ),
  subtotal: z.number().int(),
  tax: z.number().int(),
  /** Its share of the bill's tip, or the tip whoever pays it chose (then tipType says how it was chosen). */
  tip: z.number().int(),
  tipType: z.enum(TIP_TYPES),
  discount: z.number().int(),
  walletRedeemed: z.number().int(),
  total: z.number().int(),
  state: z.enum(["unpaid", "paid"]),
  paidAt: z.string().nullable(),
  /** This part's live payment, if any. */
  payment: orderPaymentSchema.nullable(),
});
export type Split = z.infer<typeof splitSchema>;

export const SPLIT_MODES = ["diner", "equal", "items"] as const;
export type SplitMode = (typeof SPLIT_MODES)[number];

/** The tab an order is: who sits at it, its rounds, and its bill as split. */
export const tabSchema = z.object({
  state: z.enum(TAB_STATES),
  /** Spec §3 order state: the table's name and section. */
  selectedTableName: z.string(),
  selectedSectionId: z.string().nullable(),
  diners: z.array(tabDinerSchema),
  /** The caller's place at the table, if they are a diner. */
  youDinerId: z.string().nullable(),
  rounds: z.array(tabRoundSchema),
  /** How the bill is split now (null: not split). */
  splitMode: z.enum(SPLIT_MODES).nullable(),
  splits: z.array(splitSchema),
  /** Minor units paid so far and still due. */
  paid: z.number().int(),
  due: z.number().int(),
  /** The party seated at the table, when a check-in or reservation owns the tab. */
  reservationId: z.string().nullable(),
});
export type Tab = z.infer<typeof tabSchema>;

/**
 * POST /order/customer/table-tab: the open tab at a table, as someone at the table (holding its token) may see it: no
 * dishes, and no name but the first name of the diner who opened it (the join screen's "You're joining Ana's table").
 */
export const tableTabRequestSchema = z.object({
  locationId: z.coerce.number().int().positive().max(2_147_483_647, "No such locationId"),
  tableId: z
    .string({ message: "tableId is required" })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,20}$/, "tableId is not valid"),
  /** The token of the table's QR code (decision 028): without the table's current one the call is refused (403). */
  tableToken: tableTokenSchema.optional(),
});
export const tableTabAnswerSchema = z.object({
  tableId: z.string(),
  selectedTableName: z.string(),
  selectedSectionId: z.string().nullable(),
  /** The open tab, if any: the caller reads it in full only as one of its diners. */
  tab: z
    .object({
      /** Only for its diners (to open it and order more); anyone else joins it by ordering at the table. */
      orderId: z.string().nullable(),
      state: z.enum(TAB_STATES),
      rounds: z.number().int(),
      diners: z.number().int(),
      youAreADiner: z.boolean(),
      /** The first name of the diner who opened the tab. */
      firstDiner: z.string(),
    })
    .nullable(),
});
export type TableTabAnswer = z.infer<typeof tableTabAnswerSchema>;
