/** The tickets bumped in the past hour (issue 26): the last bump of each ticket, which a recall puts back on the rail. */
import { RECALL_DEPTH, RECALL_WINDOW_MINUTES } from "@forkful/contracts/kitchen";
import type { Executor } from "../../db/client";
import { type BumpRow, bumpRowsSince } from "./kitchen-stations.repository";

export const ticketKey = (t: { orderId: string; roundNo: number }) => `${t.orderId}#${t.roundNo}`;

/** The last bump of each ticket bumped in the recall window, newest first. */
export async function lastBumps(executor: Executor, locationId: number, now: Date): Promise<BumpRow[]> {
  const since = new Date(now.getTime() - RECALL_WINDOW_MINUTES * 60_000);
  const seen = new Set<string>();
  return (await bumpRowsSince(executor, locationId, since)).filter((bump) => {
    const key = ticketKey(bump);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Tickets back on the rail: recalled, not bumped since. */
export const recalledBumps = (bumps: BumpRow[]) => bumps.filter((b) => b.recalledAt !== null);

/** The ticket a recall brings back: the one bumped last, among the last RECALL_DEPTH still off the rail. */
export const nextToRecall = (bumps: BumpRow[]): BumpRow | undefined => bumps.filter((b) => b.recalledAt === null).slice(0, RECALL_DEPTH)[0];
