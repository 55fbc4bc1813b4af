/**
 * Who may see and pay a table's tab: its diners (whoever ordered a round there, and a party seated at the table) and
 * its restaurant's staff. Anyone else is refused, even with the order's id: a tab has no shared view.
 */
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller, StaffCaller } from "../../plugins/caller";
import type { OrderRecord } from "./order-rows";

export const isTabDinerOf = (record: OrderRecord, caller: Caller | null): boolean =>
  !!caller && !!record.tab?.diners.some((d) => d.customerId === caller.customerId);

/** A diner of the tab, or 401 (signed out) / 403. */
export function assertTabDiner(record: OrderRecord, caller: Caller | null): void {
  if (!caller) throw new UnauthorizedError();
  if (!isTabDinerOf(record, caller)) throw new ForbiddenError(TAB_REFUSALS.notADiner);
}

/** A diner of the tab or staff of its restaurant, or 401 / 403. */
export function assertMaySeeTab(record: OrderRecord, caller: Caller | null, staff: StaffCaller | null): void {
  if (staff) {
    if (staff.locationId === record.order.locationId) return;
    throw new ForbiddenError(TAB_REFUSALS.notADiner);
  }
  assertTabDiner(record, caller);
}
