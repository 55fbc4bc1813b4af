import type { Order } from "@forkful/contracts/orders";
import type { Split } from "@forkful/contracts/tabs";
import { SplitPartAmounts } from "../../../entities/split/components/split-part-amounts";
import { trackerPathOf } from "../lib/order-paths";
import { PaymentNote } from "./payment-note";

/** On a split's tracker: the part's dishes with their shares, its amounts and its payment (Pay now while unpaid). */
export function SplitPartView({ order, split }: { order: Order; split: Split }) {
  const quantities = new Map(order.items.map((item) => [item.lineId, item.quantity]));
  const partOrder = { ...order, payment: split.payment, totals: { ...order.totals, total: split.total } };
  // The part is paid on its own page at the table.
  const payPath =
    split.state === "paid" || !order.tableId ? null : trackerPathOf({ ...order, tableId: order.tableId, splitId: split.splitId });
  return (
    <div className="mt-2">
      <SplitPartAmounts split={split} currency={order.currency} quantities={quantities} />
      <PaymentNote order={partOrder} payPath={payPath} />
    </div>
  );
}
