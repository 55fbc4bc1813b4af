import {
  type DinerService,
  SERVICE_NAMES,
  SERVICE_OFF_CHOICES,
  type ServiceState,
  type StaffServicesBody,
  SERVICES_PANEL_TEXTS as TEXTS,
} from "@forkful/contracts/services-off";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { useState } from "react";
import { useServices, useSetService } from "../api/services";

const clock = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

function stateWords(state: ServiceState): string {
  if (!state.off) return TEXTS.on;
  return state.until ? TEXTS.offUntil(clock.format(new Date(state.until))) : TEXTS.offUntilReopened;
}

function ServiceRow({ state, busy, change }: { state: ServiceState; busy: boolean; change: (body: StaffServicesBody) => void }) {
  const name = SERVICE_NAMES[state.service];
  const service: DinerService = state.service;
  return (
    <li className="flex flex-wrap items-center gap-2 border-t border-stone-100 py-2 first:border-t-0">
      <span className="w-32 font-semibold text-stone-900">{name}</span>
      <span role="status" className={cn("mr-auto text-sm font-semibold", state.off ? "text-red-800" : "text-emerald-800")}>
        {stateWords(state)}
        {state.off && state.setBy && <span className="font-normal text-stone-600"> · {state.setBy}</span>}
      </span>
      {state.off ? (
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => change({ service, minutes: null })}
          aria-label={`${TEXTS.turnBackOn}: ${name}`}
        >
          {TEXTS.turnBackOn}
        </Button>
      ) : (
        <fieldset aria-label={TEXTS.turnOffGroup(name)} className="m-0 flex flex-wrap gap-2 border-0 p-0">
          {SERVICE_OFF_CHOICES.map((minutes) => (
            <Button key={minutes} variant="secondary" disabled={busy} onClick={() => change({ service, minutes })}>
              {TEXTS.forMinutes(minutes)}
            </Button>
          ))}
          <Button variant="secondary" disabled={busy} onClick={() => change({ service, untilReopened: true })}>
            {TEXTS.untilReopened}
          </Button>
        </fieldset>
      )}
    </li>
  );
}

/**
 * A manager turns delivery, online check-in or reservations off for a while (15, 30 or 60 minutes) or until turned
 * back on, and back on. Diners are refused meanwhile and the closed pages say when the service is back.
 */
export function ServicesControl() {
  const services = useServices();
  const setService = useSetService();
  const [refusal, setRefusal] = useState<string | null>(null);

  async function change(body: StaffServicesBody) {
    setRefusal(null);
    const result = await setService.mutateAsync(body).catch(() => null);
    if (!result) setRefusal(TEXTS.unreachable);
    else if (!result.ok) setRefusal(result.message);
  }

  return (
    <section aria-labelledby="services-title" className="rounded-2xl border border-stone-200 bg-white px-3 py-2">
      <h2 id="services-title" className="text-sm font-bold text-stone-900">
        {TEXTS.title}
      </h2>
      {services.isPending && <p className="py-2 text-sm text-stone-600">{TEXTS.loading}</p>}
      {services.isError && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {TEXTS.loadFailed}{" "}
          <Button variant="ghost" onClick={() => void services.refetch()}>
            {TEXTS.retry}
          </Button>
        </p>
      )}
      {services.data && (
        <ul className="flex flex-col">
          {services.data.services.map((state) => (
            <ServiceRow key={state.service} state={state} busy={setService.isPending} change={(body) => void change(body)} />
          ))}
        </ul>
      )}
      {refusal && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {refusal}
        </p>
      )}
    </section>
  );
}
