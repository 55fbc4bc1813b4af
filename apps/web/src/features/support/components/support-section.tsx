import { SUPPORT_TEXTS } from "@forkful/contracts/support";
import { ErrorState } from "@forkful/ui/error-state";
import { HelpIcon } from "@forkful/ui/icons";
import { Shimmer } from "@forkful/ui/shimmer";
import { useSession } from "../../../shared/hooks/use-session";
import { useSupportRequests } from "../api/get-support-requests";
import { useSupportRestaurants } from "../api/get-support-restaurants";
import { type AttachedOrder, SupportForm } from "./support-form";
import { SupportRequestCard } from "./support-request-card";

export interface SupportSectionProps {
  /** The order the diner came from ("Get help with this order"), attached to the request. */
  order: AttachedOrder | null;
  onDetachOrder: () => void;
  /** The restaurant the diner is at, chosen at first. */
  currentLocationId: number | null;
}

/** Account → Help & support: the form to ask a restaurant for help, and the diner's requests with their answers. */
export function SupportSection({ order, onDetachOrder, currentLocationId }: SupportSectionProps) {
  const customerId = useSession().customerId;
  const restaurants = useSupportRestaurants(Boolean(customerId) && !order);
  const requests = useSupportRequests(customerId);
  if (!customerId) return null;

  return (
    <div className="space-y-8">
      <section aria-labelledby="support-ask-title" className="space-y-3">
        <h3 id="support-ask-title" className="text-lg font-bold text-stone-900">
          Ask for help
        </h3>
        {!order && restaurants.isPending ? (
          <Shimmer cards={1} />
        ) : !order && restaurants.isError ? (
          <ErrorState onRetry={() => restaurants.refetch()} />
        ) : (
          <SupportForm
            customerId={customerId}
            restaurants={restaurants.data ?? []}
            defaultLocationId={currentLocationId}
            order={order}
            onDetachOrder={onDetachOrder}
          />
        )}
      </section>
      <section aria-labelledby="support-requests-title" className="space-y-3">
        <h3 id="support-requests-title" className="text-lg font-bold text-stone-900">
          Your requests
        </h3>
        {requests.isPending ? (
          <Shimmer cards={2} />
        ) : requests.isError ? (
          <ErrorState message={SUPPORT_TEXTS.listFailed} onRetry={() => requests.refetch()} />
        ) : requests.data.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-stone-300 px-6 py-10 text-center">
            <HelpIcon size={26} className="text-brand" />
            <p className="font-semibold text-stone-900">{SUPPORT_TEXTS.noRequests}</p>
            <p className="text-sm text-stone-600">Questions you send appear here with the restaurant's answer.</p>
          </div>
        ) : (
          <ul className="space-y-3">
            {requests.data.map((request) => (
              <SupportRequestCard key={request.id} request={request} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
