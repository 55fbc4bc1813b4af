import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";
import { errorMessageOf } from "../../../shared/api/api-client";
import { useCancelOrder } from "../api/cancel-order";

/** Cancel, while the restaurant has not accepted the order yet (status 6 or 7), after a second "Yes". */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="h-10 rounded-xl px-3 text-sm font-semibold text-red-700 hover:bg-red-50 print:hidden"
      >
        Cancel order
      </button>
    );
  }
  return (
    <div className="rounded-xl border border-red-200 bg-red-50 p-3 print:hidden">
      <p className="text-sm font-semibold text-red-900">Cancel this order?</p>
      <p className="text-sm text-red-800">The restaurant has not started on it yet.</p>
      {cancel.isError && (
        <p role="alert" className="mt-1 text-sm font-medium text-red-800">
          {errorMessageOf(cancel.error, MESSAGES.orderCancelFailed)}
        </p>
      )}
      <div className="mt-2 flex gap-2">
        <button
          type="button"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(orderId)}
          className="h-9 rounded-lg bg-red-600 px-3 text-sm font-semibold text-white disabled:opacity-60"
        >
          {cancel.isPending ? "Cancelling…" : "Yes, cancel"}
        </button>
        <button
          type="button"
          onClick={() => setAsking(false)}
          className="h-9 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-white"
        >
          Keep my order
        </button>
      </div>
    </div>
  );
}
