/**
 * A diner at a table calls the waiter (POST /customer/call-waiter): anyone at the table (holding its QR token, decision
 * 028), signed in or not, but not from a tab that is over (409): a closed tab's page offers no call. The table's
 * open call answers a repeat, and so does its last call within the cooldown; otherwise a new open call is written and
 * staff lists hear of it. Two diners calling at once make one call: the partial unique index lets one open call in,
 * and the other caller answers that one.
 */
import { REFUSALS } from "@forkful/contracts/refusals";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import type { WaiterCall } from "@forkful/contracts/waiter-calls";
import type { Executor } from "../../db/client";
import { ConflictError } from "../../lib/domain-errors";
import { uniqueViolationOf } from "../../lib/unique-violation";
import type { Caller } from "../../plugins/caller";
import { liveTabAtTable, tabTableOf } from "../orders/public";
import { type AtTable, type TableRow, tableAtHand } from "../tables/public";
import { nextCallAt, toWaiterCall } from "./waiter-call-view";
import type { WaiterCallRecord } from "./waiter-calls.repository";
import type { WaiterCallsDeps } from "./waiter-calls-deps";

export interface CallWaiterInput extends AtTable {
  /** The tab the caller reads, if any: a call from a tab of this table whose bill is closed is refused. */
  orderId?: string | undefined;
}

export interface CalledWaiter {
  call: WaiterCall;
  /** A new call was made (201), rather than the table's open or recent one answered (200). */
  created: boolean;
}

/**
 * The call that answers a repeat at `now`: the table's open call, or its last one while the cooldown runs — for the
 * same tab only: a party that sits down just after another's call was answered calls afresh.
 */
function standingCall(record: WaiterCallRecord | null, tabId: string | null, now: Date): WaiterCallRecord | null {
  if (!record) return null;
  if (record.call.state === "open") return record;
  return record.call.orderId === tabId && nextCallAt(record.call) > now ? record : null;
}

/** Whether `orderId` is a tab of this table whose bill is closed. */
async function isClosedTabOf(ex: Executor, table: TableRow, orderId: string): Promise<boolean> {
  const tab = await tabTableOf(ex, orderId);
  return tab?.tabState === "closed" && tab.locationId === table.locationId && tab.tableId.toUpperCase() === table.tableId.toUpperCase();
}

export async function callWaiter(
  deps: Pick<WaiterCallsDeps, "db" | "calls" | "clock" | "events">,
  input: CallWaiterInput,
  caller: Caller | null,
): Promise<CalledWaiter> {
  const { calls, db } = deps;
  const table = await tableAtHand(db, input, TAB_REFUSALS.noSuchTable);
  const now = deps.clock();
  // The call is about the table's tab as the server knows it; an orderId sent by the diner only refuses a tab that is over.
  const orderId = await liveTabAtTable(db, table.locationId, table.tableId);
  if (input.orderId && input.orderId !== orderId && (await isClosedTabOf(db, table, input.orderId)))
    throw new ConflictError(REFUSALS.TAB_CLOSED);
  const standing = standingCall(await calls.openOrLatestCall(db, table.locationId, table.tableId), orderId, now);
  if (standing) return { call: toWaiterCall(standing, now), created: false };
  try {
    const call = await calls.insertWaiterCall(db, {
      locationId: table.locationId,
      tableId: table.tableId,
      orderId,
      customerId: caller?.customerId ?? null,
      state: "open",
      calledAt: now,
    });
    await deps.events.publish("waiterCall", { locationId: table.locationId });
    return { call: toWaiterCall({ call, tableName: table.name }, now), created: true };
  } catch (error) {
    if (uniqueViolationOf(error) === null) throw error;
    // Another diner's call got in first: answer theirs.
    const winner = await calls.openOrLatestCall(db, table.locationId, table.tableId);
    if (!winner) throw error;
    return { call: toWaiterCall(winner, now), created: false };
  }
}
