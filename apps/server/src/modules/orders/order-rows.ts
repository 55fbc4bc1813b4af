/** The rows and records the order queries read and write. */
import type { Database } from "../../db/client";
import type { orderRounds, orderSplits, tabDiners } from "../../db/schema/bills";
import type { deliveries } from "../../db/schema/delivery";
import type { orderItems, orderStatusHistory, orders } from "../../db/schema/orders";
import type { payments } from "../../db/schema/payments";
import type { LocationRow } from "../merchants/public";
import type { TableRow } from "../tables/public";

export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type { LocationRow };
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, "orderId">;

export interface OrderPlace {
  slug: string;
  merchantType: string;
  branchName: string;
  phoneNumber: string;
  timeZone: string;
  /** The restaurant's point: where a delivery starts, and the pickup's directions. */
  lat: number;
  lng: number;
}

export type PaymentRow = typeof payments.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect;

export type TabDinerRow = typeof tabDiners.$inferSelect;
export type TabRoundRow = typeof orderRounds.$inferSelect;
export type SplitRow = typeof orderSplits.$inferSelect;
export type DiningTableRow = TableRow;

/** The diners, rounds, split parts (not void, newest plan first) and tables of some tabs. */
export interface TabParts {
  diners: TabDinerRow[];
  rounds: TabRoundRow[];
  splits: SplitRow[];
  tables: DiningTableRow[];
}

/** A tab's own parts: its diners, rounds, the live plan's parts and its table (null if the table went). */
export interface TabRecord {
  diners: TabDinerRow[];
  rounds: TabRoundRow[];
  splits: SplitRow[];
  table: DiningTableRow | null;
}

/** late-orders: an order's follow-up for running late (issue 26): its first promise, new time, and credit. */
export interface OrderLatenessRow {
  orderId: string;
  promisedAt: Date;
  newTime: Date;
  toldAt: Date;
  creditAmount: number | null;
  creditState: "offered" | "given" | null;
  creditGivenAt: Date | null;
}

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  place: OrderPlace;
  /** Newest first. */
  payments: PaymentRow[];
  coupon: { couponCode: string; amount: number } | null;
  offers: { offerId: number; title: string; amount: number }[];
  /** The table's tab this order is, or null for every other order. */
  tab: TabRecord | null;
  /** A delivery's couriers asked (issue 14), newest attempt first; empty for other orders. */
  deliveries: DeliveryRow[];
  /** A later delivery accepted before its courier is due: when the courier will be asked for (issue 24); else null. */
  courierDueAt: Date | null;
  /** In Queue for now: its place among the restaurant's queued orders (1: none ahead); null otherwise. */
  queuePlace: number | null;
  /** Ran late (issue 26): its follow-up, read from late-orders; null for an order never late. */
  lateness: OrderLatenessRow | null;
}

export interface OrderFilter {
  customerId?: string;
  phone?: string;
  locationId?: number;
  statuses?: number[];
}
