/**
 * The money kept for each order (the day at a glance, issue 26): what was collected, by card, link, UPI or at the
 * counter, on payments still collected. A refunded payment keeps nothing; an authorization not yet collected is no
 * money yet. A subquery (order_id, kept) others join in their own aggregates, so no order is loaded to sum it.
 */
import { type SQL, sql } from "drizzle-orm";
import { payments } from "../../db/schema/payments";

export const moneyKeptPerOrder = (): SQL =>
  sql`select ${payments.orderId} as order_id, sum(${payments.collectedAmount}) as kept from ${payments} where ${payments.state} = 'collected' group by ${payments.orderId}`;
