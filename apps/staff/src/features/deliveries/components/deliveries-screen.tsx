import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useState } from "react";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useDeliveryPartners } from "../api/delivery-partners";
import { useDeliveries } from "../api/get-deliveries";
import { useRedispatchDelivery } from "../api/redispatch-delivery";
import { DeliveryRow } from "./delivery-row";
import { PartnersForm } from "./partners-form";

/** The manager's deliveries: each open one with its courier, a re-dispatch, and the partners the restaurant allows. */
export function DeliveriesScreen() {
  const deliveries = useDeliveries();
  const partners = useDeliveryPartners();
  const redispatch = useRedispatch();
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="deliveries-title" className="flex flex-col gap-2">
        <h2 id="deliveries-title" className="text-lg font-bold text-stone-900">
          Open deliveries{deliveries.data ? ` (${deliveries.data.length})` : ""}
        </h2>
        {deliveries.isPending && <Spinner label="Loading the deliveries" />}
        {deliveries.isError && <ErrorState message="The deliveries could not be loaded." onRetry={() => void deliveries.refetch()} />}
        {deliveries.data?.length === 0 && (
          <EmptyState title="No open deliveries" body="Accepted delivery orders appear here with their courier." />
        )}
        {deliveries.data && deliveries.data.length > 0 && (
          <ul className="flex flex-col gap-2">
            {deliveries.data.map((delivery) => (
              <DeliveryRow
                key={delivery.orderId}
                delivery={delivery}
                pending={redispatch.pendingId === delivery.orderId}
                refusal={redispatch.refusals[delivery.orderId] ?? null}
                onRedispatch={() => void redispatch.send(delivery.orderId)}
              />
            ))}
          </ul>
        )}
      </section>
      <div>
        {partners.isPending && <Spinner label="Loading the courier partners" />}
        {partners.isError && <ErrorState message="The courier partners could not be loaded." onRetry={() => void partners.refetch()} />}
        {partners.data && <PartnersForm partners={partners.data} />}
      </div>
    </div>
  );
}

/** A re-dispatch per delivery, with the refusal said on that delivery's row. */
function useRedispatch() {
  const mutation = useRedispatchDelivery();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const send = async (orderId: string) => {
    setPendingId(orderId);
    const outcome = await outcomeOf(mutation.mutateAsync(orderId));
    setPendingId(null);
    setRefusals(({ [orderId]: _gone, ...rest }) => (outcome.ok ? rest : { ...rest, [orderId]: outcome.message }));
  };
  return { pendingId, refusals, send };
}
