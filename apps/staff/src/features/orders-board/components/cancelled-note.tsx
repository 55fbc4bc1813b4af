import { refundWords } from "@forkful/contracts/payment-words";
import { Button } from "@forkful/ui/button";
import { refundUnderWay, useOrderDetail } from "../api/get-order-detail";

/** What became of the card money of a paid order, in words (null: nothing was paid by card or online). */
function refundLine(order: ReturnType<typeof useOrderDetail>["data"]): string | null {
  if (!order?.payment) return null;
  if (order.payment.state === "refunded") return refundWords(order.payment);
  if (refundUnderWay(order)) return "Refund under way…";
  return null;
}

/**
 * The order the manager just cancelled, once it has left the board: cancelled, and its payment given back (followed
 * until the processor has refunded it), with its details a tap away.
 */
export function CancelledNote({
  orderId,
  orderNumber,
  onDetails,
  onDismiss,
}: {
  orderId: string;
  orderNumber: string;
  onDetails: () => void;
  onDismiss: () => void;
}) {
  const detail = useOrderDetail(orderId, { followRefund: true });
  const refund = refundLine(detail.data);
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-stone-200 bg-white px-3 py-2 text-sm">
      <p role="status" aria-label={`Order #${orderNumber} cancelled`} className="font-semibold text-stone-900">
        Order #{orderNumber} cancelled
        {refund && <span className="font-normal text-stone-700"> · {refund}</span>}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onDetails}>
          Details
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
    </div>
  );
}
