import { addressText } from "@forkful/contracts/addresses";
import { orderLabel } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { formatMobile } from "@forkful/contracts/phone";
import { splitOfOrder } from "../../../entities/split/lib/split-of-order";
import { formatOrderDateTime, zoneName } from "../lib/order-time";
import { receiptPaymentText } from "../lib/receipt-payment-text";
import { ReceiptLines } from "./receipt-lines";

export interface ReceiptProps {
  order: Order;
  restaurant: { merchantName: string; address: string; timeZoneCd: string };
  title?: string;
}

const TYPE_NAME = { pickup: "Pickup", delivery: "Delivery", dinein: "Dine-in" } as const;

/**
 * One receipt for every receipt and order summary route: the restaurant, the order number and time (in the
 * restaurant's zone), who and how, each dish with its options (a tab's round by round), the totals and the payment;
 * with a split or a split's transaction, only that part of the bill ("Receipt — Asha"). Prints black on white.
 */
export function Receipt({ order, restaurant, title: heading = "Receipt" }: ReceiptProps) {
  const zone = restaurant.timeZoneCd;
  const split = splitOfOrder(order);
  const title = split ? `${heading} — ${split.label}` : heading;
  // A tab names its table as the restaurant does ("Table 4", "Bar 2").
  const table = order.tab ? order.tab.selectedTableName : order.tableId ? `Table ${order.tableId}` : null;
  const rows: [string, string][] = [
    ["Order", `#${order.orderNumber}`],
    ["Placed", `${formatOrderDateTime(order.orderTime, zone)} (${zoneName(order.orderTime, zone)})`],
    ["Type", TYPE_NAME[order.orderType] + (table ? ` · ${table}` : "")],
  ];
  if (split) rows.push(["Part", `${split.position} of ${order.tab?.splits.length ?? 1}`]);
  if (order.scheduledAt && !order.orderTimeASAP)
    rows.push(["For", `${order.eventSlot ? `${order.eventSlot} · ` : ""}${formatOrderDateTime(order.scheduledAt, zone)}`]);
  // Someone holding a shared link gets the order without the diner's name and number.
  if (order.fullName) rows.push(["Name", order.fullName]);
  // A diner at a table may have ordered by name only.
  if (order.fullName && order.phone) rows.push(["Phone", formatMobile(order.phone)]);
  if (order.address) rows.push(["Deliver to", addressText(order.address)]);
  rows.push(["Status", orderLabel(order)]);
  const payment = receiptPaymentText(order, split);
  const paid = split ? split.state === "paid" : payment.paid;
  const livePayment = split ? split.payment : order.payment;
  const notes = [order.orderInstruction, order.deliveryInstruction, order.comment].filter(Boolean);

  return (
    <article
      aria-label={title}
      className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-5 shadow-sm md:p-8 print:max-w-none print:rounded-none print:border-0 print:p-0 print:text-black print:shadow-none"
      data-testid="receipt"
    >
      <div className="border-b border-dashed border-stone-300 pb-4 text-center print:border-black">
        <p className="text-xl font-extrabold text-stone-900 print:text-black">{restaurant.merchantName}</p>
        <p className="text-sm text-stone-600 print:text-black">{order.branchName}</p>
        <p className="text-sm text-stone-600 print:text-black">{restaurant.address}</p>
        <p className="text-sm text-stone-600 print:text-black">{formatMobile(order.locationPhone)}</p>
        <h1 className="mt-3 text-sm font-bold tracking-[0.2em] text-stone-500 uppercase print:text-black">{title}</h1>
      </div>

      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-b border-dashed border-stone-300 py-4 text-sm print:border-black">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-500 print:text-black">{label}</dt>
            <dd className="text-right font-medium text-stone-900 print:text-black">{value}</dd>
          </div>
        ))}
      </dl>

      <ReceiptLines order={order} split={split} />
      {notes.length > 0 && (
        <p className="border-b border-dashed border-stone-300 py-3 text-sm text-stone-700 print:border-black print:text-black">
          Note: {notes.join(" · ")}
        </p>
      )}

      <dl className="space-y-1 border-t border-dashed border-stone-300 pt-4 text-sm print:border-black">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-500 print:text-black">Payment</dt>
          <dd className="text-right font-medium text-stone-900 print:text-black" data-testid="receipt-payment">
            {payment.text}
          </dd>
        </div>
        {livePayment?.state !== "refunded" && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-500 print:text-black">Paid</dt>
            <dd className="font-medium text-stone-900 print:text-black">{paid ? "Yes" : "Not yet"}</dd>
          </div>
        )}
      </dl>
      <p className="mt-6 text-center text-sm text-stone-500 print:text-black">Thank you for ordering with {restaurant.merchantName}.</p>
    </article>
  );
}
