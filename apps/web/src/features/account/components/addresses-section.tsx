import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";
import { useSession } from "../../../shared/hooks/use-session";
import { Button } from "../../../shared/ui/button";
import { ErrorState } from "../../../shared/ui/error-state";
import { HomeIcon, MapPinIcon, PlusIcon } from "../../../shared/ui/icons";
import { Shimmer } from "../../../shared/ui/shimmer";
import { useProfile } from "../api/get-profile";
import { AddressForm } from "./address-form";

/** The delivery addresses of the profile (userLocationDetails), newest first, and adding one. */
export function AddressesSection() {
  const session = useSession();
  const profile = useProfile(session.customerId);
  const [adding, setAdding] = useState(false);

  if (profile.isPending) return <Shimmer cards={2} />;
  if (profile.isError) return <ErrorState onRetry={() => profile.refetch()} />;
  const addresses = profile.data.userLocationDetails;

  return (
    <div className="space-y-4">
      {addresses.length === 0 && !adding && (
        <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-10 text-center">
          <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
            <HomeIcon size={26} />
          </div>
          <p className="text-lg font-semibold text-stone-900">{MESSAGES.noAddresses}</p>
          <p className="text-sm text-stone-600">Save the places you order to, and pick one at checkout.</p>
        </div>
      )}
      {addresses.length > 0 && (
        <ul className="space-y-3">
          {addresses.map((location) => (
            <li key={location.address} className="flex items-start gap-3 rounded-2xl border border-stone-200 bg-white p-4">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden="true">
                {location.label === "Home" ? <HomeIcon size={18} /> : <MapPinIcon size={18} />}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-bold text-stone-900">{location.label}</p>
                <p className="text-stone-700 break-words">{location.address}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddressForm onDone={() => setAdding(false)} />
      ) : (
        <div className={addresses.length === 0 ? "flex justify-center" : undefined}>
          <Button variant={addresses.length === 0 ? "primary" : "secondary"} onClick={() => setAdding(true)}>
            <PlusIcon size={18} />
            Add an address
          </Button>
        </div>
      )}
    </div>
  );
}
