/** The rows and records the order queries read and write. */
import type { Database } from "../../db/client";
import type { orderItems, orderStatusHistory, orders } from "../../db/orders-schema";
import type { payments } from "../../db/payments-schema";
import type { merchantLocations } from "../../db/schema";

export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
export type LocationRow = typeof merchantLocations.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderLine = Omit<typeof orderItems.$inferInsert, "orderId">;

export interface OrderPlace {
  slug: string;
  merchantType: string;
  branchName: string;
  phoneNumber: string;
  timeZone: string;
}

export type PaymentRow = typeof payments.$inferSelect;

export interface OrderRecord {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  place: OrderPlace;
  /** Newest first. */
  payments: PaymentRow[];
  coupon: { couponCode: string; amount: number } | null;
  offers: { offerId: number; title: string; amount: number }[];
}

export interface OrderFilter {
  customerId?: string;
  phone?: string;
  locationId?: number;
  statuses?: number[];
}
