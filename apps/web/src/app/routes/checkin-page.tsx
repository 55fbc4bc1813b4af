import { ErrorState } from "@forkful/ui/error-state";
import { RestaurantBar } from "../../entities/restaurant/components/restaurant-bar";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { CheckinLiveView } from "../../features/checkin/components/checkin-live-view";
import { JoinWaitlist } from "../../features/checkin/components/join-waitlist";
import { useCurrentCheckin } from "../../features/checkin/hooks/use-current-checkin";
import { LoadingPlaceholder } from "../../shared/ui/loading-placeholder";

/**
 * /{merchantType}/{merchantSlug}/checkin (spec §2): the waitlist. Before joining, the wait now and the join form (or,
 * while online check-in is off or closed, the closed page); after, the party's live place in line. A diner who
 * comes back with a check-in on this device sees that check-in, not the form.
 */
export function CheckinPage() {
  const restaurant = useCurrentRestaurant();
  const base = `/${restaurant.merchantType}/${restaurant.locationSlug}`;
  const { current, follow, clear } = useCurrentCheckin();

  return (
    <div className="min-h-dvh bg-stone-50">
      <RestaurantBar restaurant={restaurant} backTo={base} backLabel="Back to the restaurant" title="Waitlist" />
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-16">
        {current.state === "loading" && <LoadingPlaceholder />}
        {current.state === "error" && <ErrorState onRetry={current.retry} />}
        {current.state === "found" && <CheckinLiveView reservationId={current.reservationId} onJoinAgain={clear} />}
        {current.state === "none" && (
          <>
            <h1 className="mb-4 text-2xl font-bold text-stone-900 md:text-3xl">Join the waitlist</h1>
            <JoinWaitlist restaurant={restaurant} closedPath={`/checkIn/${restaurant.locationSlug}/closed`} onJoined={follow} />
          </>
        )}
      </main>
    </div>
  );
}
