import { type AddressFields, addressText, type SavedAddress } from "@forkful/contracts/addresses";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { PlusIcon } from "@forkful/ui/icons";
import { Shimmer } from "@forkful/ui/shimmer";
import { useEffect, useId, useState } from "react";
import type { DeliveryAreaCheck } from "../../../entities/delivery/lib/delivery-area";
import { useSession } from "../../../shared/hooks/use-session";
import { useCreateAddress } from "../api/create-address";
import { useAddresses } from "../api/get-addresses";
import {
  blankAddressValues,
  type OrderAddress,
  orderAddressOf,
  type PinPoint,
  savedAddressMatching,
  valuesOfOrderAddress,
} from "../lib/address-draft";
import { AddressEditor } from "./address-editor";

export interface CheckoutAddressPickerProps {
  chosen: OrderAddress | null;
  onChoose: (address: OrderAddress) => void;
  restaurant: PinPoint & { title: string };
  area?: [number, number][];
  /** The restaurant's word on a pin: the form refuses an address outside its area before it is chosen. */
  areaCheck?: DeliveryAreaCheck;
}

/**
 * The checkout's address: a signed-in diner picks a saved one (the default first) or adds one, saved to the account;
 * a guest writes and pins one, kept in the cart only. A new pin outside the restaurant's area is refused in the form:
 * it is never chosen for the order (nor made the default), though a diner may keep it in their addresses.
 */
export function CheckoutAddressPicker({ chosen, onChoose, restaurant, area, areaCheck }: CheckoutAddressPickerProps) {
  const session = useSession();
  const customerId = session.kind === "signedIn" ? session.customerId : null;
  const addresses = useAddresses(customerId);
  const create = useCreateAddress();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An address saved although the restaurant does not deliver there: kept in the account, never chosen by itself.
  const [keptForLater, setKeptForLater] = useState<{ id: string; note: string } | null>(null);
  const saved = addresses.data ?? [];
  const first = saved[0];
  // The default (listed first) is chosen for the diner when nothing is chosen yet.
  useEffect(() => {
    if (!chosen && first && first.id !== keptForLater?.id) onChoose(orderAddressOf(first));
  }, [chosen, first, onChoose, keptForLater]);

  if (customerId && addresses.isPending) return <Shimmer cards={1} />;
  const near = { lat: restaurant.lat, lng: restaurant.lng };
  const deliverTo = (fields: AddressFields, { deliverHere }: { deliverHere: boolean }) => {
    setKeptForLater(null);
    if (!customerId) {
      if (!deliverHere) return;
      setAdding(false);
      return onChoose(orderAddressOf(fields));
    }
    setError(null);
    create.mutate(
      { customerId, fields },
      {
        onSuccess: (result) => {
          if (!result.ok) return setError(result.message);
          setAdding(false);
          if (deliverHere) onChoose(orderAddressOf(result.data));
          else
            setKeptForLater({
              id: result.data.id,
              note: `${addressText(result.data)} is saved to your addresses, not chosen for this order.`,
            });
        },
        onError: () => setError(MESSAGES.profileUpdateFailed),
      },
    );
  };
  const editorOpen = adding || (!chosen && saved.length === 0);
  return (
    <div className="space-y-3">
      <AddressChoices saved={saved} chosen={chosen} onChoose={onChoose} />
      {keptForLater && !editorOpen && (
        <p role="status" className="text-sm text-stone-700" data-testid="address-kept">
          {keptForLater.note}
        </p>
      )}
      {editorOpen ? (
        <AddressEditor
          title={customerId ? "New address" : "Where should we deliver?"}
          initial={!customerId && chosen ? valuesOfOrderAddress(chosen) : blankAddressValues({ first: saved.length === 0 })}
          near={near}
          restaurant={restaurant}
          area={area}
          saving={Boolean(customerId)}
          submitLabel={customerId ? "Save and deliver here" : "Deliver here"}
          pending={create.isPending}
          error={error}
          areaCheck={areaCheck}
          onSubmit={deliverTo}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button variant="secondary" size="sm" onClick={() => setAdding(true)}>
          <PlusIcon size={16} />
          {customerId ? "Add a new address" : "Change the address"}
        </Button>
      )}
    </div>
  );
}

/** The saved addresses as choices, and the chosen address when it is none of them (written for this order). */
function AddressChoices({
  saved,
  chosen,
  onChoose,
}: {
  saved: readonly SavedAddress[];
  chosen: OrderAddress | null;
  onChoose: (a: OrderAddress) => void;
}) {
  const name = useId();
  const match = savedAddressMatching(saved, chosen);
  const other = chosen && !match ? chosen : null;
  if (saved.length === 0 && !other) return null;
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">Deliver to</legend>
      {saved.map((address) => (
        <Choice key={address.id} name={name} checked={match?.id === address.id} onChange={() => onChoose(orderAddressOf(address))}>
          <span className="flex flex-wrap items-center gap-2 text-sm font-bold text-stone-900">
            {address.tag}
            {address.isDefault && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Default</span>
            )}
          </span>
          <span className="block break-words text-stone-700">{addressText(address)}</span>
        </Choice>
      ))}
      {other && (
        <Choice name={name} checked onChange={() => {}}>
          <span className="block text-sm font-bold text-stone-900">This order</span>
          <span className="block break-words text-stone-700">{addressText(other)}</span>
        </Choice>
      )}
    </fieldset>
  );
}

function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-xl border p-3.5 transition",
        checked ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-stone-200 bg-white hover:border-stone-300",
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChange} className="mt-1 h-4 w-4 accent-brand" />
      <span className="min-w-0">{children}</span>
    </label>
  );
}
