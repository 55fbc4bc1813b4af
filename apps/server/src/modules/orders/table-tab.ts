/**
 * POST /order/customer/table-tab: what a table's landing shows before anyone orders: the table's name and section,
 * and whether a tab is open there (how many rounds and diners, and whether the caller is one). Anyone may ask; the
 * tab itself is read in full only by its diners.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { TAB_REFUSALS, type TableTabAnswer } from "@forkful/contracts/tabs";
import { NotFoundError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import type { OrdersDeps } from "./orders-deps";
import { isTabDinerOf } from "./tab-access";

export async function tableTab(
  deps: Pick<OrdersDeps, "orders" | "tables">,
  input: { locationId: number; tableId: string },
  caller: Caller | null,
): Promise<TableTabAnswer> {
  if (!(await deps.orders.location(input.locationId))) throw new NotFoundError(MESSAGES.noSuchRestaurant);
  const table = await deps.tables.tableById(deps.tables.db, input.locationId, input.tableId);
  if (!table) throw new NotFoundError(TAB_REFUSALS.noSuchTable);
  const open = await deps.orders.tabAtTable(input.locationId, table.tableId);
  const record = open ? await deps.orders.findOrder(open.id) : null;
  return {
    tableId: table.tableId,
    selectedTableName: table.name,
    selectedSectionId: String(table.sectionId),
    tab:
      record?.tab && record.order.tabState
        ? {
            orderId: record.order.id,
            state: record.order.tabState,
            rounds: record.tab.rounds.length,
            diners: record.tab.diners.length,
            youAreADiner: isTabDinerOf(record, caller),
          }
        : null,
  };
}
