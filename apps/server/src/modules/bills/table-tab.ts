/**
 * POST /order/customer/table-tab: what a table's landing shows before anyone orders: the table's name and section,
 * and whether a tab is open there (how many rounds and diners, the first name of the diner who opened it, and whether
 * the caller is one). Only someone at the table asks: without the table's QR token (decision 028) nothing is said,
 * not even whether a tab is open. The tab's id goes to its diners only; the tab itself is read in full by them only.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { FINAL_ORDER_STATUSES } from "@forkful/contracts/order-status";
import { firstNameOf } from "@forkful/contracts/table-tokens";
import { TAB_REFUSALS, type TableTabAnswer } from "@forkful/contracts/tabs";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import { restaurantById } from "../merchants/public";
import { isTabDinerOf, liveTabAtTable, type OrderRecord, orderRecord } from "../orders/public";
import { tableAtHand } from "../tables/public";
import type { BillsDeps } from "./bills-deps";

/** The diner who opened the tab (round 1's), else the first to join it. */
function firstDinerOf(record: OrderRecord): string {
  const tab = record.tab!;
  const opener = tab.rounds.find((r) => r.roundNo === 1)?.dinerId;
  const diner = tab.diners.find((d) => d.id === opener) ?? tab.diners[0];
  return firstNameOf(diner?.name ?? "");
}

/** The table's open tab as one record, unless it was cancelled (or completed) without its bill closing: then none. */
async function liveTabRecord(deps: Pick<BillsDeps, "db">, locationId: number, tableId: string): Promise<OrderRecord | null> {
  const open = await liveTabAtTable(deps.db, locationId, tableId);
  const record = open ? await orderRecord(deps.db, open) : null;
  // A tab cancelled (or completed) without its bill closing is over: the table's next order starts a new one.
  return record && !FINAL_ORDER_STATUSES.includes(record.order.status) ? record : null;
}

export async function tableTab(
  deps: Pick<BillsDeps, "db">,
  input: { locationId: number; tableId: string; tableToken?: string | undefined },
  caller: Caller | null,
): Promise<TableTabAnswer> {
  if (!(await restaurantById(deps.db, input.locationId))) throw new NotFoundError(MESSAGES.noSuchRestaurant);
  const table = await tableAtHand(deps.db, input, TAB_REFUSALS.noSuchTable);
  const record = await liveTabRecord(deps, input.locationId, table.tableId);
  const youAreADiner = record ? isTabDinerOf(record, caller) : false;
  return {
    tableId: table.tableId,
    selectedTableName: table.name,
    selectedSectionId: String(table.sectionId),
    tab:
      record?.tab && record.order.tabState
        ? {
            orderId: youAreADiner ? record.order.id : null,
            state: record.order.tabState,
            rounds: record.tab.rounds.filter((r) => !r.voidedAt).length,
            diners: record.tab.diners.length,
            youAreADiner,
            firstDiner: firstDinerOf(record),
          }
        : null,
  };
}
