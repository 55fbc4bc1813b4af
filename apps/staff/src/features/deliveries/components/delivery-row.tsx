import type { StaffDelivery } from "@forkful/contracts/staff-deliveries";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });

/** One open delivery: the order, its partner and courier (with a number to call), its state and ETA, and a re-dispatch. */
export function DeliveryRow({
  delivery,
  pending,
  refusal,
  onRedispatch,
}: {
  delivery: StaffDelivery;
  pending: boolean;
  refusal: string | null;
  onRedispatch: () => void;
}) {
  return (
    <li
      aria-label={`Order #${delivery.orderNumber}`}
      className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-bold text-stone-900">
          #{delivery.orderNumber} · {delivery.fullName}
        </p>
        <p className="text-stone-700">{delivery.statusLabel}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-stone-800">
        <dt className="font-semibold">Partner</dt>
        <dd>
          {delivery.partnerName ?? "None yet"}
          {delivery.attempt > 1 && ` (attempt ${delivery.attempt})`}
        </dd>
        <dt className="font-semibold">Courier</dt>
        <dd>
          {delivery.courier ? delivery.courier.name : "Not assigned yet"}
          {delivery.courier?.phone && (
            <>
              {" · "}
              <a className="underline" href={`tel:${delivery.courier.phone}`}>
                {delivery.courier.phone}
              </a>
            </>
          )}
        </dd>
        <dt className="font-semibold">State</dt>
        <dd>{delivery.stateLabel}</dd>
        <dt className="font-semibold">ETA</dt>
        <dd>{delivery.eta ? clock(delivery.eta) : "Not known yet"}</dd>
      </dl>
      {refusal && <FormAlert message={refusal} />}
      {delivery.mayRedispatch ? (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" disabled={pending} onClick={onRedispatch}>
            Re-dispatch to the next partner
          </Button>
        </div>
      ) : (
        <p className="text-stone-600">The courier has the order: it can no longer be re-dispatched.</p>
      )}
    </li>
  );
}
