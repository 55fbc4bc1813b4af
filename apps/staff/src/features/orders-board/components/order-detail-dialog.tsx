import { formatMoney } from "@forkful/contracts/money";
import { refundWords } from "@forkful/contracts/payment-words";
import type { StaffHistoryEntry, StaffOrder } from "@forkful/contracts/staff";
import { STAFF_ROLE_NAMES } from "@forkful/contracts/staff-tables";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { StaffDialog } from "../../../shared/ui/staff-dialog";
import { useOrderDetail } from "../api/get-order-detail";
import { SplitParts } from "./split-parts";

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

function whoMoved(entry: StaffHistoryEntry): string {
  const { by } = entry;
  if (by.kind === "staff") return by.name ? `${by.name}${by.role ? ` (${STAFF_ROLE_NAMES[by.role].toLowerCase()})` : ""}` : "Staff";
  return { diner: "The diner", courier: "The courier", system: "Forkful" }[by.kind];
}

/** One order in full: the diner, the dishes, the money, and every move with who made it and when. */
export function OrderDetailDialog({
  orderId,
  orderNumber,
  takesPartPayments = false,
  onClose,
}: {
  orderId: string;
  orderNumber: string;
  /** The caller may record a split bill's part paid at the counter (a manager). */
  takesPartPayments?: boolean;
  onClose: () => void;
}) {
  const detail = useOrderDetail(orderId);
  return (
    <StaffDialog title={`Order #${orderNumber}`} onClose={onClose}>
      {detail.isPending && <Spinner label="Loading the order" />}
      {detail.isError && <ErrorState message="The order could not be loaded." onRetry={() => void detail.refetch()} />}
      {detail.data && <OrderDetail order={detail.data} takesPartPayments={takesPartPayments} />}
    </StaffDialog>
  );
}

function OrderDetail({ order, takesPartPayments }: { order: StaffOrder; takesPartPayments: boolean }) {
  return (
    <div className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto text-sm text-stone-800">
      <p>
        <span className="font-semibold">{order.fullName}</span>
        {order.phone && (
          <>
            {" · "}
            <a href={`tel:${order.phone}`} className="underline">
              {order.phone}
            </a>
          </>
        )}
      </p>
      <ul className="space-y-1">
        {order.items.map((item) => (
          <li key={item.lineId}>
            <span className="font-semibold">{item.quantity}×</span> {item.itemName}
            {item.options.length > 0 && (
              <span className="text-stone-600"> ({item.options.map((option) => option.optionName).join(", ")})</span>
            )}
            {item.comment && <span className="block pl-5 text-amber-900">“{item.comment}”</span>}
          </li>
        ))}
      </ul>
      {order.orderInstruction && <p className="rounded bg-amber-50 px-2 py-1 text-amber-950">{order.orderInstruction}</p>}
      <p className="font-semibold">
        Total {formatMoney(order.totals.total, order.currency)}
        {order.payment?.state === "refunded" && <span className="font-normal"> · {refundWords(order.payment)}</span>}
      </p>
      {order.tab && order.tab.splits.length > 0 && <SplitParts order={{ ...order, tab: order.tab }} takesPayments={takesPartPayments} />}
      <section aria-label="History">
        <h3 className="mb-1 font-bold text-stone-900">History</h3>
        <ol className="space-y-1">
          {order.timeline.map((entry) => (
            <li key={`${entry.at}-${entry.status}`} className="flex gap-2">
              <span className="w-16 shrink-0 text-stone-600 tabular-nums">{time(entry.at)}</span>
              <span>
                <span className="font-semibold">{entry.label}</span> · {whoMoved(entry)}
                {entry.prepMinutes !== null && ` · ready in ${entry.prepMinutes} min`}
                {entry.reason && ` · “${entry.reason}”`}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
