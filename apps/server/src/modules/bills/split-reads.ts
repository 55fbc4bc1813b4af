/** Read function: a part of a tab's split bill, as other modules (payments) read it. */
import type { Executor } from "../../db/client";
import { type SplitRow, splitOf } from "./bills.repository";

export type { SplitRow } from "./bills.repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A part (splitId) of the order's bill, of any plan and in any state (void too), or null when it is not the order's. */
export async function splitOfOrder(executor: Executor, orderId: string, splitId: string): Promise<SplitRow | null> {
  if (!UUID.test(splitId) || !UUID.test(orderId)) return null;
  return splitOf(executor, orderId, splitId);
}
