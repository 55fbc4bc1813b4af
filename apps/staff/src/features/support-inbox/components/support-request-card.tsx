import { type StaffSupportRequest, SUPPORT_STATE_LABELS, SUPPORT_TOPIC_LABELS } from "@forkful/contracts/support";
import { cn } from "@forkful/ui/cn";
import { useId } from "react";
import { AnswerForm } from "./answer-form";
import { RequestHistory } from "./request-history";

const STATE_TONE = {
  open: "bg-amber-100 text-amber-900",
  answered: "bg-emerald-100 text-emerald-900",
  closed: "bg-stone-200 text-stone-800",
} as const;

/** When, on the restaurant's clock. */
const at = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short", timeZone }).format(new Date(iso));

/** One request: who asked, about what (its order, when it has one), the question and the answer so far, and the answer form. */
export function SupportRequestCard({ request }: { request: StaffSupportRequest }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={titleId} className="text-lg font-bold text-stone-900">
            {request.customerName} · {SUPPORT_TOPIC_LABELS[request.topic]}
          </h2>
          <p className="text-sm text-stone-700">
            {at(request.createdAt, request.timeZone)}
            {request.phone && ` · ${request.phone}`}
            {request.orderId && (
              <>
                {" · Order "}
                <span title={request.orderId}>{request.orderId.slice(0, 8)}</span>
              </>
            )}
          </p>
        </div>
        <span className={cn("rounded-full px-2.5 py-0.5 text-sm font-semibold", STATE_TONE[request.state])}>
          {SUPPORT_STATE_LABELS[request.state]}
        </span>
      </header>
      <ol aria-label="The conversation" className="flex flex-col gap-2">
        <li className="rounded-xl bg-stone-100 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-stone-700">The diner asked</p>
          <p className="whitespace-pre-wrap text-stone-900">{request.message}</p>
        </li>
        {request.answer && (
          <li className="ml-6 rounded-xl bg-emerald-50 p-3">
            <p className="text-xs font-semibold uppercase tracking-wide text-emerald-900">
              You answered{request.answeredAt && ` · ${at(request.answeredAt, request.timeZone)}`}
            </p>
            <p className="whitespace-pre-wrap text-stone-900">{request.answer}</p>
          </li>
        )}
      </ol>
      {request.answer && <RequestHistory requestId={request.id} />}
      {request.state !== "closed" && <AnswerForm requestId={request.id} answered={request.answer !== null} />}
    </article>
  );
}
