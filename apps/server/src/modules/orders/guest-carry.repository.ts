/** Drizzle queries that carry what guests did into the customer a code signed in (decision 016). No rules here. */
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema/orders";
import type { Executor } from "./order-rows";

export function guestCarryQueries(_db: Database) {
  return {
    /** Every order of the guest (tabs it opened too) becomes the customer's; answers how many. */
    async moveOrdersOf(tx: Executor, fromCustomerId: string, toCustomerId: string, at: Date): Promise<number> {
      const moved = await tx
        .update(orders)
        .set({ customerId: toCustomerId, updatedAt: at })
        .where(eq(orders.customerId, fromCustomerId))
        .returning({ id: orders.id });
      return moved.length;
    },

    /** Who, besides `exceptCustomerId`, placed orders (not tables' tabs) with this number. */
    async ownersOfOrdersUnder(tx: Executor, phone: string, exceptCustomerId: string): Promise<string[]> {
      const rows = await tx
        .selectDistinct({ customerId: orders.customerId })
        .from(orders)
        .where(and(eq(orders.phone, phone), isNull(orders.tabState), ne(orders.customerId, exceptCustomerId)));
      return rows.flatMap((r) => (r.customerId ? [r.customerId] : []));
    },

    /** These owners' orders placed with this number (tables' tabs aside) become the customer's; answers how many. */
    async moveOrdersUnder(tx: Executor, phone: string, ownerIds: string[], toCustomerId: string, at: Date): Promise<number> {
      if (ownerIds.length === 0) return 0;
      const moved = await tx
        .update(orders)
        .set({ customerId: toCustomerId, updatedAt: at })
        .where(and(eq(orders.phone, phone), isNull(orders.tabState), inArray(orders.customerId, ownerIds)))
        .returning({ id: orders.id });
      return moved.length;
    },
  };
}
