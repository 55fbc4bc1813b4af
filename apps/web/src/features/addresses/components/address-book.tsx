import { type AddressFields, MAX_SAVED_ADDRESSES, type SavedAddress } from "@forkful/contracts/addresses";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { ErrorState } from "@forkful/ui/error-state";
import { FormAlert } from "@forkful/ui/form-alert";
import { HomeIcon, PlusIcon } from "@forkful/ui/icons";
import { Shimmer } from "@forkful/ui/shimmer";
import { useState } from "react";
import { useOptionalRestaurant } from "../../../entities/restaurant/hooks/use-current-restaurant";
import type { ApiResult } from "../../../shared/api/api-client";
import { useSession } from "../../../shared/hooks/use-session";
import { useCreateAddress } from "../api/create-address";
import { useDeleteAddress } from "../api/delete-address";
import { useAddresses } from "../api/get-addresses";
import { useUpdateAddress } from "../api/update-address";
import { blankAddressValues, valuesOfSaved } from "../lib/address-draft";
import { AddressEditor } from "./address-editor";
import { SavedAddressRow } from "./saved-address-row";

const failureOf = (result: ApiResult<unknown>) => (result.ok ? null : result.message || MESSAGES.profileUpdateFailed);

/** Account → Delivery addresses: the saved addresses (the default first), adding, editing, deleting, the default. */
export function AddressBook() {
  const customerId = useSession().customerId ?? "";
  const restaurant = useOptionalRestaurant();
  const addresses = useAddresses(customerId || null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const [editing, setEditing] = useState<"new" | SavedAddress | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (addresses.isPending) return <Shimmer cards={2} />;
  if (addresses.isError) return <ErrorState onRetry={() => addresses.refetch()} />;
  const saved = addresses.data;
  const near = restaurant ? { lat: restaurant.lat, lng: restaurant.lng } : (saved[0] ?? null);
  const settle = (result: ApiResult<unknown>) => {
    setError(failureOf(result));
    if (result.ok) setEditing(null);
  };
  const onError = () => setError(MESSAGES.profileUpdateFailed);
  const save = (fields: AddressFields) => {
    if (editing === "new") create.mutate({ customerId, fields }, { onSuccess: settle, onError });
    else if (editing) update.mutate({ customerId, addressId: editing.id, fields }, { onSuccess: settle, onError });
  };
  const act = (run: () => Promise<ApiResult<unknown>>) => {
    setError(null);
    run().then((result) => setError(failureOf(result)), onError);
  };

  return (
    <div className="space-y-4">
      {saved.length === 0 && editing === null && (
        <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-10 text-center">
          <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
            <HomeIcon size={26} />
          </div>
          <p className="text-lg font-semibold text-stone-900">{MESSAGES.noAddresses}</p>
          <p className="text-sm text-stone-600">Save the places you order to, and pick one at checkout.</p>
        </div>
      )}
      {saved.length > 0 && (
        <ul className="space-y-3" aria-label="Saved addresses">
          {saved.map((address) =>
            editing !== "new" && editing?.id === address.id ? null : (
              <SavedAddressRow
                key={address.id}
                address={address}
                confirming={confirming === address.id}
                busy={update.isPending || remove.isPending}
                onEdit={() => setEditing(address)}
                onMakeDefault={() => act(() => update.mutateAsync({ customerId, addressId: address.id, fields: { isDefault: true } }))}
                onAskDelete={() => setConfirming(address.id)}
                onCancelDelete={() => setConfirming(null)}
                onConfirmDelete={() =>
                  act(() => remove.mutateAsync({ customerId, addressId: address.id }).finally(() => setConfirming(null)))
                }
              />
            ),
          )}
        </ul>
      )}
      {error && editing === null && <FormAlert message={error} />}
      {editing !== null ? (
        <AddressEditor
          key={editing === "new" ? "new" : editing.id}
          title={editing === "new" ? "New address" : "Edit address"}
          initial={editing === "new" ? blankAddressValues({ first: saved.length === 0 }) : valuesOfSaved(editing)}
          near={near}
          saving
          submitLabel="Save address"
          pending={create.isPending || update.isPending}
          error={error}
          onSubmit={save}
          onCancel={() => {
            setEditing(null);
            setError(null);
          }}
        />
      ) : (
        <div className={saved.length === 0 ? "flex justify-center" : undefined}>
          <Button
            variant={saved.length === 0 ? "primary" : "secondary"}
            onClick={() => setEditing("new")}
            disabled={saved.length >= MAX_SAVED_ADDRESSES}
          >
            <PlusIcon size={18} />
            Add an address
          </Button>
        </div>
      )}
    </div>
  );
}
