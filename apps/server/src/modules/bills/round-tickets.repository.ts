/** Drizzle queries for the kitchen tickets of a tab's rounds: each round's ticket and diner, and moving a ticket. No rules here. */
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { orderRounds, tabDiners } from "../../db/schema/bills";

/** A round of a tab as the kitchen reads it: its ticket and who ordered it. */
export interface RoundTicket {
  orderId: string;
  roundNo: number;
  dinerName: string;
  placedAt: Date;
  ticketStatus: number | null;
  /** Set when staff voided the round (its dishes are gone). */
  voidedAt: Date | null;
}

const roundColumns = {
  orderId: orderRounds.orderId,
  roundNo: orderRounds.roundNo,
  dinerName: tabDiners.name,
  placedAt: orderRounds.placedAt,
  ticketStatus: orderRounds.ticketStatus,
  voidedAt: orderRounds.voidedAt,
};

/** The rounds of these orders, by order and round number. */
export async function roundTicketRows(executor: Executor, orderIds: string[]): Promise<RoundTicket[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select(roundColumns)
    .from(orderRounds)
    .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
    .where(inArray(orderRounds.orderId, orderIds))
    .orderBy(asc(orderRounds.orderId), asc(orderRounds.roundNo));
}

/** The rounds of these orders not voided and not yet served, oldest first, at most `limit`. */
export async function openRoundTicketRows(executor: Executor, orderIds: string[], limit: number): Promise<RoundTicket[]> {
  if (orderIds.length === 0) return [];
  return executor
    .select(roundColumns)
    .from(orderRounds)
    .innerJoin(tabDiners, eq(tabDiners.id, orderRounds.dinerId))
    .where(
      and(
        inArray(orderRounds.orderId, orderIds),
        // A voided round's ticket is gone from the kitchen.
        isNull(orderRounds.voidedAt),
        or(isNull(orderRounds.ticketStatus), sql`${orderRounds.ticketStatus} <> 59`),
      ),
    )
    .orderBy(asc(orderRounds.placedAt), asc(orderRounds.id))
    .limit(limit);
}

/** A move of a round's kitchen ticket from one state (null: in the kitchen) to another. */
export interface TicketMove {
  roundNo: number;
  from: number | null;
  to: number;
  at: Date;
}

/** Moves a round's ticket still in `from` to `to`; false when it moved meanwhile. */
export async function moveRoundTicketRow(tx: Executor, orderId: string, { roundNo, from, to, at }: TicketMove): Promise<boolean> {
  const rows = await tx
    .update(orderRounds)
    .set({ ticketStatus: to, ticketStatusAt: at })
    .where(
      and(
        eq(orderRounds.orderId, orderId),
        eq(orderRounds.roundNo, roundNo),
        sql`${orderRounds.ticketStatus} is not distinct from ${from}`,
      ),
    )
    .returning({ id: orderRounds.id });
  return rows.length === 1;
}
