import { SUPPORT_STATE_LABELS, SUPPORT_TOPIC_LABELS, type SupportRequest, type SupportState } from "@forkful/contracts/support";
import { cn } from "@forkful/ui/cn";
import { ReceiptIcon } from "@forkful/ui/icons";
import { formatDateTimeIn } from "../../../shared/lib/zoned-time";

const STATE_TONES: Record<SupportState, string> = {
  open: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-900",
  closed: "bg-stone-200 text-stone-700",
};

/** One of the diner's requests: what it was about, its state, and the restaurant's answer once there is one (times on its clock). */
export function SupportRequestCard({ request }: { request: SupportRequest }) {
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" aria-label={SUPPORT_TOPIC_LABELS[request.topic]}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">{SUPPORT_TOPIC_LABELS[request.topic]}</p>
          <p className="text-sm text-stone-600">
            {request.restaurantName} · <time dateTime={request.createdAt}>{formatDateTimeIn(request.createdAt, request.timeZone)}</time>
          </p>
        </div>
        <span className={cn("shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold", STATE_TONES[request.state])}>
          {SUPPORT_STATE_LABELS[request.state]}
        </span>
      </div>
      {request.orderId && (
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-stone-600">
          <ReceiptIcon size={14} /> About an order
        </p>
      )}
      <p className="mt-2 text-sm whitespace-pre-line break-words text-stone-800">{request.message}</p>
      {request.answer && (
        <div className="mt-3 rounded-xl border-l-4 border-brand bg-brand/5 px-3.5 py-2.5">
          <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
            {request.restaurantName} answered
            {request.answeredAt && (
              <>
                {" · "}
                <time dateTime={request.answeredAt}>{formatDateTimeIn(request.answeredAt, request.timeZone)}</time>
              </>
            )}
          </p>
          <p className="mt-1 text-sm whitespace-pre-line break-words text-stone-900">{request.answer}</p>
        </div>
      )}
    </li>
  );
}
