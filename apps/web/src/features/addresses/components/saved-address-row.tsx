import { addressText, type SavedAddress } from "@forkful/contracts/addresses";
import { Button } from "@forkful/ui/button";
import { HomeIcon, MapPinIcon } from "@forkful/ui/icons";
import { useId } from "react";

export interface SavedAddressRowProps {
  address: SavedAddress;
  confirming: boolean;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  onConfirmDelete: () => void;
}

/** One saved address: its label, its lines, the default badge, and what can be done with it (delete asks first). */
export function SavedAddressRow({
  address,
  confirming,
  busy,
  onEdit,
  onMakeDefault,
  onAskDelete,
  onCancelDelete,
  onConfirmDelete,
}: SavedAddressRowProps) {
  const questionId = useId();
  const text = addressText(address);
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="saved-address">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden="true">
          {address.tag === "Home" ? <HomeIcon size={18} /> : <MapPinIcon size={18} />}
        </span>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-bold text-stone-900">
            {address.tag}
            {address.isDefault && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Default</span>
            )}
          </p>
          <p className="break-words text-stone-700">{text}</p>
          {address.postalCode && <p className="text-sm text-stone-500">{address.postalCode}</p>}
        </div>
      </div>
      {confirming ? (
        <fieldset aria-labelledby={questionId} className="mt-3 flex flex-wrap items-center gap-2 rounded-xl bg-red-50 px-3 py-2.5">
          <p id={questionId} className="mr-auto text-sm font-semibold text-red-900">
            Delete {address.tag === "Custom" ? "this address" : `${address.tag}`}?
          </p>
          <Button variant="ghost" size="sm" onClick={onCancelDelete} autoFocus>
            Keep
          </Button>
          <Button size="sm" onClick={onConfirmDelete} disabled={busy} className="bg-red-700 hover:bg-red-800">
            Delete
          </Button>
        </fieldset>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2 sm:pl-13">
          <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${text}`}>
            Edit
          </Button>
          {!address.isDefault && (
            <Button variant="ghost" size="sm" onClick={onMakeDefault} disabled={busy} aria-label={`Make ${text} my default`}>
              Make default
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={onAskDelete} aria-label={`Delete ${text}`}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}
