/** Drizzle query for the lines of a part of an order's split bill, as an order lookup narrows to it. No rules here. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderSplits } from "../../db/schema/bills";

export function splitLineQueries(db: Database) {
  return {
    /** The line ids of a part of an order's split bill (voided parts included), or null when it is not this order's. */
    async splitLineIds(orderId: string, splitId: string): Promise<number[] | null> {
      const [row] = await db
        .select({ lines: orderSplits.lines })
        .from(orderSplits)
        .where(and(eq(orderSplits.id, splitId), eq(orderSplits.orderId, orderId)))
        .limit(1);
      return row ? row.lines.map((l) => l.lineId) : null;
    },
  };
}
