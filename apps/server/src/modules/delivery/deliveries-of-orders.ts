/** The couriers of some delivery orders, read for the order record (orders' port, decision 034). */
import { and, desc, inArray, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { courierBookings, deliveries } from "../../db/schema/delivery";

/** The couriers asked for these orders (issue 14), newest attempt first. */
export function deliveriesOfOrders(executor: Executor, orderIds: string[]) {
  return executor.select().from(deliveries).where(inArray(deliveries.orderId, orderIds)).orderBy(desc(deliveries.attempt));
}

/** Those of these later deliveries whose courier is still to be asked for, and when (issue 24). */
export function couriersDueOfOrders(executor: Executor, orderIds: string[]) {
  return executor
    .select({ orderId: courierBookings.orderId, dueAt: courierBookings.dueAt })
    .from(courierBookings)
    .where(and(inArray(courierBookings.orderId, orderIds), isNull(courierBookings.askedAt)));
}
