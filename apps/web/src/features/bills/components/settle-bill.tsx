import type { Order } from "@forkful/contracts/orders";
import { useState } from "react";
import { type TabPlace, wholeBillPaymentPathOf } from "../lib/bill-paths";
import { BillSummary } from "./bill-summary";
import { PaidInFull } from "./paid-in-full";
import { SplitChooser } from "./split-chooser";
import { SplitParts } from "./split-parts";

export interface SettleBillProps {
  order: Order;
  tableId: string;
}

/**
 * The tab's bill on the table order view: one bill to pay now or split (by diner, equal parts or dishes); once split,
 * each part with its own payment and Undo split; once closed, Paid in full with a receipt per part.
 */
export function SettleBill({ order, tableId }: SettleBillProps) {
  const [choosing, setChoosing] = useState(false);
  const tab = order.tab;
  if (!tab) return null;
  const place: TabPlace = { merchantType: order.merchantType, locationSlug: order.locationSlug, tableId, orderId: order.orderId };
  if (tab.state === "closed") return <PaidInFull order={order} tab={tab} place={place} />;
  if (tab.splits.length > 0) return <SplitParts order={order} tab={tab} place={place} />;
  if (choosing) return <SplitChooser order={order} tab={tab} onDone={() => setChoosing(false)} />;
  return <BillSummary order={order} tab={tab} payPath={wholeBillPaymentPathOf(place)} onSplit={() => setChoosing(true)} />;
}
