import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useCurbside } from "../api/get-curbside";
import { minutesSince } from "../host-times";

/** Diners waiting outside for their pickup order, the longest waiting first: who, which car, which spot. */
export function CurbsidePanel({ now }: { now: number }) {
  const waiting = useCurbside();
  return (
    <section aria-labelledby="curbside-title" className="flex flex-col gap-2">
      <h2 id="curbside-title" className="text-lg font-bold text-stone-900">
        Curbside arrivals
      </h2>
      {waiting.isPending && <Spinner label="Loading curbside arrivals" />}
      {waiting.isError && <ErrorState message="Curbside arrivals could not be loaded." onRetry={() => void waiting.refetch()} />}
      {waiting.data?.length === 0 && <p className="text-sm text-stone-600">Nobody is waiting outside.</p>}
      <ul className="flex flex-col gap-2">
        {waiting.data?.map((arrival) => (
          <li key={arrival.orderId} className="rounded-xl border border-amber-400 bg-white px-3 py-2 ring-1 ring-amber-300">
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-bold text-stone-900">
                #{arrival.orderNumber} · {arrival.fullName}
              </span>
              <span className="text-sm text-stone-700 tabular-nums">outside {minutesSince(arrival.at, now)} min</span>
            </p>
            <p className="text-sm text-stone-800">
              {arrival.carDetails}
              {arrival.spot ? ` · spot ${arrival.spot}` : ""}
            </p>
            {arrival.phone && (
              <a href={`tel:${arrival.phone}`} className="text-sm font-semibold text-sky-800 underline">
                Call {arrival.phone}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
