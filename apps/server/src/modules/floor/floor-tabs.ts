/**
 * The tabs of the floor as the host stand reads them: each table's open tab, else its seated party's own tab (paid or
 * cancelled), read in full through orders and cut down to what a host needs: guests, money, rounds, parts.
 */
import type { Order } from "@forkful/contracts/orders";
import type { FloorTab } from "@forkful/contracts/staff-tables";
import { ROUND_WORDS } from "@forkful/contracts/tabs";
import type { Database } from "../../db/client";
import { orderForStaff, tabsOnFloor } from "../orders/public";

export type TabOrder = Order & { tab: NonNullable<Order["tab"]> };

/** Per table id: its open tab, else the tab of the party seated at it. */
export async function tabsOfTables(db: Database, locationId: number, seated: Map<string, string>): Promise<Map<string, TabOrder>> {
  const rows = await tabsOnFloor(db, locationId, [...seated.values()]);
  const chosen = new Map<string, string>();
  for (const row of rows) {
    const live = row.tabState !== "closed";
    if (live || (seated.get(row.tableId) === row.bookingId && !chosen.has(row.tableId))) chosen.set(row.tableId, row.orderId);
  }
  const tabs = new Map<string, TabOrder>();
  for (const [tableId, orderId] of chosen) {
    const order = await orderForStaff(db, orderId);
    if (order.tab) tabs.set(tableId, { ...order, tab: order.tab });
  }
  return tabs;
}

export function floorTabOf(order: TabOrder, guestsSeated: number | null): FloorTab {
  const rounds = order.tab.rounds.filter((round) => round.state !== "voided");
  const parts = order.tab.splits;
  return {
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    currency: order.currency,
    guests: guestsSeated ?? order.tab.diners.length,
    total: order.totals.total,
    paid: order.tab.paid,
    due: order.tab.due,
    openRounds: rounds.filter((round) => round.state !== "served").length,
    rounds: rounds.map((round) => ({
      roundNo: round.sortOrder,
      dinerName: round.dinerName,
      placedAt: round.placedAt,
      state: round.state,
      label: ROUND_WORDS[round.state],
    })),
    parts: parts.length > 0 ? { count: parts.length, paid: parts.filter((part) => part.state === "paid").length } : null,
  };
}
