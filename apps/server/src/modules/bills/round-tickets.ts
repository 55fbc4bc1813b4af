/**
 * The kitchen tickets of a tab's rounds (read functions and an operation for the kitchen module), taking the database
 * or the caller's transaction: each round's ticket, voided mark and diner's name, and a ticket moved.
 */
import type { Executor } from "../../db/client";
import { moveRoundTicketRow, openRoundTicketRows, type RoundTicket, roundTicketRows, type TicketMove } from "./round-tickets.repository";

export type { RoundTicket, TicketMove } from "./round-tickets.repository";

/** The rounds of these orders with their tickets and diners, by order and round number. */
export function roundTicketsOf(executor: Executor, orderIds: string[]): Promise<RoundTicket[]> {
  return roundTicketRows(executor, orderIds);
}

/** The rounds of these orders whose ticket the kitchen still has (not voided, not served), oldest first, at most `limit`. */
export function openRoundTickets(executor: Executor, orderIds: string[], limit: number): Promise<RoundTicket[]> {
  return openRoundTicketRows(executor, orderIds, limit);
}

/**
 * Moves a round's ticket still in `from` (null: in the kitchen) to `to`, in the caller's transaction (which holds the
 * order's lock); false when it moved meanwhile.
 */
export function moveRoundTicket(tx: Executor, orderId: string, move: TicketMove): Promise<boolean> {
  return moveRoundTicketRow(tx, orderId, move);
}
