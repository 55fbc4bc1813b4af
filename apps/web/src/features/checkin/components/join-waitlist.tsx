import { DEFAULT_PARTY_SIZE } from "@forkful/contracts/booking-rules";
import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { useState } from "react";
import { Navigate } from "react-router";
import { PartySizeStepper } from "../../../entities/booking/components/party-size-stepper";
import { takesCheckins } from "../../../entities/restaurant/lib/service-off";
import { useWaitTimes } from "../api/get-wait-times";
import { JoinWaitlistForm } from "./join-waitlist-form";
import { WaitTimesCard } from "./wait-times-card";

export interface JoinWaitlistProps {
  restaurant: RestaurantDetail;
  /** Where a diner goes while online check-in is off or closed. */
  closedPath: string;
  onJoined: (reservationId: string) => void;
}

/** Before joining: the wait now by party size, the party size, and the diner's details. */
export function JoinWaitlist({ restaurant, closedPath, onJoined }: JoinWaitlistProps) {
  const [guestCount, setGuestCount] = useState(DEFAULT_PARTY_SIZE);
  const waitTimes = useWaitTimes(restaurant.id, restaurant.onlineCheckin);
  if (!takesCheckins(restaurant) || waitTimes.data?.open === false) return <Navigate to={closedPath} replace />;

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_420px] lg:items-start lg:gap-8">
      <div className="space-y-4">
        <WaitTimesCard
          waitTimes={waitTimes.data}
          failed={waitTimes.isError}
          onRetry={() => void waitTimes.refetch()}
          guestCount={guestCount}
        />
        <section aria-label="Party size" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
          <PartySizeStepper value={guestCount} onChange={setGuestCount} />
        </section>
      </div>
      <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
        <JoinWaitlistForm
          locationId={restaurant.id}
          guestCount={guestCount}
          onJoined={onJoined}
          defaultCountryCode={restaurant.currency === "INR" ? "+91" : "+1"}
        />
      </section>
    </div>
  );
}
