/** The lines of a part of an order's split bill, as an order lookup narrows to it; the part is bills' (decision 034). */
import type { Database } from "../../db/client";
import { detailSourcesOf } from "./order-detail-sources";

export function splitLineQueries(db: Database) {
  return {
    /** The line ids of a part of an order's split bill (voided parts included), or null when it is not this order's. */
    async splitLineIds(orderId: string, splitId: string): Promise<number[] | null> {
      const part = await detailSourcesOf(db).splitPartOf(db, orderId, splitId);
      return part ? part.lines.map((l) => l.lineId) : null;
    },
  };
}
