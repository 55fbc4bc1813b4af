/**
 * When a table's bill may be split or put back together (issue 13): only a tab, not closed or cancelled, while no
 * payment of the whole bill holds or awaits money, and while no part of the bill as split now is paid or being paid;
 * and only at the table (its QR token, decision 028). When a part may take a tip (issue 24): a live part of the bill
 * as split now, until it is paid or being paid.
 */
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { moneyIsLocked } from "@forkful/contracts/payment-states";
import { REFUSALS } from "@forkful/contracts/refusals";
import { VOID_ROUND_REFUSALS } from "@forkful/contracts/round-voids";
import { SPLIT_REFUSALS } from "@forkful/contracts/splits";
import { ConflictError, NotFoundError } from "../../lib/domain-errors";
import type { OrderRecord } from "../orders/public";
import { assertTableToken } from "../tables/public";
import type { SplitRow } from "./bills.repository";
import type { BillsDeps } from "./bills-deps";

/** A payment that holds the money or waits for it: started by card, sent as a link or QR, or to be paid at the table. */
const paying = (record: OrderRecord, splitId: string | null) =>
  moneyIsLocked(record.payments.filter((p) => p.splitId === splitId).map((p) => p.state));

/** Refuses (409) a split, or an undo, of a bill that may no longer change. */
export function assertSplitMayChange(record: OrderRecord, plan: SplitRow[]): void {
  const { tabState, status } = record.order;
  if (!tabState) throw new ConflictError(SPLIT_REFUSALS.notATab);
  if (tabState === "closed" || isCancelledOrder(status)) throw new ConflictError(REFUSALS.BILL_PAID);
  if (paying(record, null)) throw new ConflictError(SPLIT_REFUSALS.wholePaying);
  if (plan.some((part) => part.state === "paid" || paying(record, part.id))) throw new ConflictError(SPLIT_REFUSALS.somePaid);
}

/** Refuses a tip on a part that is not the bill's (404), or no longer takes one (409): void, paid or being paid. */
export function assertPartTakesTip(record: OrderRecord, part: SplitRow | null): asserts part is SplitRow {
  if (!record.order.tabState || !part) throw new NotFoundError(SPLIT_REFUSALS.noSuchSplit);
  if (part.state === "paid") throw new ConflictError(REFUSALS.PART_PAID);
  if (part.state === "void") throw new ConflictError(REFUSALS.PART_VOID);
  if (record.order.tabState === "closed" || isCancelledOrder(record.order.status)) throw new ConflictError(REFUSALS.BILL_PAID);
  if (paying(record, part.id)) throw new ConflictError(SPLIT_REFUSALS.partPaying);
}

/**
 * The bill is split at the table (decision 028): the caller holds the tab's table's current QR token. A tab whose table
 * is gone from the floor is split by its diners as before.
 */
export async function assertAtTheTabsTable(deps: Pick<BillsDeps, "tables">, record: OrderRecord, tableToken: string | undefined) {
  const { locationId, tableId, tabState } = record.order;
  if (!tabState || !tableId) return;
  const table = await deps.tables.tableById(deps.tables.db, locationId, tableId);
  if (table) assertTableToken(table, tableToken);
}

/**
 * Refuses voiding a round (decision 028) that is not one, is already voided, is the tab's only round (the order is
 * cancelled instead), or of a bill that is closed, paid or being paid in whole or in part.
 */
export function assertRoundMayBeVoided(record: OrderRecord, plan: SplitRow[], sortOrder: number): void {
  const { tabState, status } = record.order;
  if (!tabState || !record.tab) throw new ConflictError(VOID_ROUND_REFUSALS.notATab);
  const round = record.tab.rounds.find((r) => r.roundNo === sortOrder);
  if (!round) throw new NotFoundError(VOID_ROUND_REFUSALS.noSuchRound);
  if (round.voidedAt) throw new ConflictError(VOID_ROUND_REFUSALS.already);
  if (tabState === "closed" || isCancelledOrder(status)) throw new ConflictError(VOID_ROUND_REFUSALS.closed);
  if (paying(record, null)) throw new ConflictError(VOID_ROUND_REFUSALS.paying);
  if (plan.some((part) => part.state === "paid" || paying(record, part.id))) throw new ConflictError(VOID_ROUND_REFUSALS.partPaid);
  if (!record.tab.rounds.some((r) => r.roundNo !== sortOrder && !r.voidedAt)) throw new ConflictError(VOID_ROUND_REFUSALS.onlyRound);
}
