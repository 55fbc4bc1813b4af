import { COURIER_ARRIVED_TEXT, DELIVERY_STATE_LABELS, DELIVERY_TEXTS, type Runner } from "@forkful/contracts/delivery";
import { DELIVERY_ARRIVAL_TEXTS } from "@forkful/contracts/delivery-arrival";
import { formatMobile } from "@forkful/contracts/phone";
import { CheckIcon, ClockIcon, MapPinIcon, PhoneIcon, TruckIcon } from "@forkful/ui/icons";
import type { CourierView } from "../lib/courier-view";
import { dayAndClockText } from "../lib/delivery-time";

export interface CourierPanelProps {
  view: CourierView;
  timeZone: string;
  /** The restaurant's number, for a delivery no courier could take. */
  restaurantPhone: string;
}

/** Before a courier: when one is asked for. */
function beforeCourierText(view: Extract<CourierView, { kind: "waiting" | "scheduled" | "finding" }>, timeZone: string): string {
  if (view.kind === "scheduled") return DELIVERY_TEXTS.courierBookedAround(dayAndClockText(view.dueAt, timeZone));
  if (view.kind === "finding") return `${DELIVERY_STATE_LABELS.created}…`;
  return view.later ? DELIVERY_TEXTS.courierLater : DELIVERY_TEXTS.beforeCourier;
}

const box = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5";
const linkButton =
  "inline-flex h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-50";

/**
 * The delivery's courier on the tracker: before the restaurant accepts, when one will be asked for (a later order's
 * shortly before its time, then at what time); then the partner, its state, where it brings the order, the courier
 * with a call and a text link and the partner's tracking page (the one ETA is the status line's); at the door, that
 * the courier has arrived; when no partner could take it, that the restaurant will call.
 */
export function CourierPanel({ view, timeZone, restaurantPhone }: CourierPanelProps) {
  if (view.kind === "waiting" || view.kind === "scheduled" || view.kind === "finding") {
    const Icon = view.kind === "scheduled" ? ClockIcon : TruckIcon;
    return (
      <section aria-label="Your courier" className={box} data-testid="courier-panel">
        <p className="flex items-center gap-2 text-sm text-stone-700" data-testid="courier-before">
          <Icon size={18} className="shrink-0 text-stone-500" />
          {beforeCourierText(view, timeZone)}
        </p>
      </section>
    );
  }
  if (view.kind === "failed") {
    return (
      <section aria-label="Your courier" className={`${box} border-amber-200 bg-amber-50`} data-testid="courier-panel">
        <p className="font-semibold text-amber-950" role="status">
          {view.message}
        </p>
        <a href={`tel:${restaurantPhone}`} className={`${linkButton} mt-3 whitespace-nowrap`}>
          <PhoneIcon size={18} /> Call {formatMobile(restaurantPhone)}
        </a>
      </section>
    );
  }
  return (
    <section aria-label="Your courier" className={box} data-testid="courier-panel">
      {view.arrived && (
        <p
          role="status"
          className="-mx-4 -mt-4 mb-4 flex items-center gap-2 rounded-t-2xl bg-emerald-600 px-4 py-3 text-lg font-extrabold text-white md:-mx-5 md:-mt-5 md:px-5"
          data-testid="courier-arrived"
        >
          <CheckIcon size={22} /> {COURIER_ARRIVED_TEXT}
        </p>
      )}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="text-lg font-bold text-stone-900">Delivery by {view.partner}</h2>
        {!view.arrived && (
          <p className="text-sm font-semibold text-brand" data-testid="courier-state">
            {view.stateLabel}
          </p>
        )}
      </div>
      {view.note && (
        <p className="mt-2 rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900" data-testid="courier-note">
          {view.note}
        </p>
      )}
      {view.where && !view.arrived && !view.delivered && (
        <p className="mt-2 flex items-start gap-2 text-sm text-stone-700" data-testid="courier-where">
          <MapPinIcon size={18} className="mt-0.5 shrink-0 text-stone-500" />
          <span className="min-w-0 break-words">
            <span className="font-semibold text-stone-900">{DELIVERY_ARRIVAL_TEXTS.toYourDoor}</span> · {view.where}
          </span>
        </p>
      )}
      {view.runner && <RunnerLine runner={view.runner} />}
      {view.trackingUrl && (
        <a
          href={view.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-block text-sm font-semibold text-brand underline-offset-2 hover:underline"
        >
          Track on {view.partner}’s page<span className="sr-only"> (opens in a new tab)</span> ↗
        </a>
      )}
    </section>
  );
}

function RunnerLine({ runner }: { runner: Runner }) {
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-stone-100 pt-3">
      <div className="min-w-0">
        <p className="font-semibold text-stone-900" data-testid="courier-name">
          {runner.name}
        </p>
        {runner.vehicle && <p className="text-sm text-stone-600">{runner.vehicle}</p>}
      </div>
      {runner.phone && (
        <div className="flex gap-2">
          <a href={`tel:${runner.phone}`} className={linkButton} aria-label={`Call ${runner.name}`}>
            <PhoneIcon size={18} /> Call
          </a>
          <a href={`sms:${runner.phone}`} className={linkButton} aria-label={`Text ${runner.name}`}>
            Text
          </a>
        </div>
      )}
    </div>
  );
}
