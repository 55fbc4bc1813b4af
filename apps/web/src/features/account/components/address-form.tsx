import { ADDRESS_TAGS, DEFAULTS } from "@forkful/contracts/constants";
import { addressFormSchema, userLocationSchema } from "@forkful/contracts/customers";
import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useOptionalRestaurant } from "../../../shared/hooks/use-current-restaurant";
import { useSession } from "../../../shared/hooks/use-session";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { Button } from "../../../shared/ui/button";
import { Chip } from "../../../shared/ui/chip";
import { FormActions } from "../../../shared/ui/form-actions";
import { FormFeedback } from "../../../shared/ui/form-feedback";
import { NavigationIcon } from "../../../shared/ui/icons";
import { NoteField } from "../../../shared/ui/note-field";
import { useUpdateProfile } from "../api/update-profile";
import { type Position, useDevicePosition } from "../hooks/use-device-position";
import { useProfileStart } from "../hooks/use-profile-start";
import { type ProfileError, profileError } from "../lib/profile-errors";

/**
 * A new delivery address: a label (Home, Work, Business or Custom, the default), the address as written, and a
 * position on the map, from the device when the diner allows it, else the restaurant's part of town.
 */
export function AddressForm({ onDone }: { onDone: () => void }) {
  const session = useSession();
  const restaurant = useOptionalRestaurant();
  const update = useUpdateProfile();
  const { start, waitSeconds } = useProfileStart();
  const { device, locating, locationError, locate } = useDevicePosition();
  const [error, setError] = useState<ProfileError | null>(null);
  const form = useZodForm(addressFormSchema, { label: DEFAULTS.addressTag, address: "" });
  const position: Position | null = device ?? (restaurant ? { lat: restaurant.lat, lng: restaurant.lng, source: "restaurant" } : null);

  const onSubmit = form.handleSubmit(({ label, address }) => {
    const customerId = session.customerId;
    if (!customerId || !position) return;
    const parsed = userLocationSchema.safeParse({ label, address, lat: position.lat, lng: position.lng });
    if (!parsed.success)
      return form.setError("address", { message: "Enter the address, with the street and number" }, { shouldFocus: true });
    setError(null);
    start("address", () =>
      update.mutate(
        { customerId, customerLocation: parsed.data },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result));
            onDone();
          },
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 md:p-5">
      <h3 className="text-base font-bold text-stone-900">New address</h3>
      <Controller
        control={form.control}
        name="label"
        render={({ field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-stone-800">Label</legend>
            <div className="flex flex-wrap gap-2">
              {ADDRESS_TAGS.map((tag) => (
                <Chip key={tag} selected={field.value === tag} onClick={() => field.onChange(tag)}>
                  {tag}
                </Chip>
              ))}
            </div>
          </fieldset>
        )}
      />
      <Controller
        control={form.control}
        name="address"
        render={({ field, fieldState }) => (
          <NoteField
            ref={field.ref}
            label="Address"
            value={field.value}
            onChange={field.onChange}
            limit={NOTE_LIMITS.savedAddress}
            autoComplete="street-address"
            placeholder="Street and number, apartment, city, postal code"
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex flex-col items-start gap-3 rounded-xl bg-stone-50 px-3.5 py-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-stone-700" aria-live="polite">
          {position?.source === "device"
            ? "Placed at your current location."
            : position
              ? `Placed in ${restaurant?.city}, near ${restaurant?.merchantName}. Use your location to place it exactly.`
              : MESSAGES.addressNeedsPosition}
        </p>
        <Button variant="secondary" size="sm" onClick={locate} disabled={locating}>
          <NavigationIcon size={16} className="text-brand" />
          {locating ? "Locating…" : "Use my location"}
        </Button>
      </div>
      {locationError && <p className="text-sm font-medium text-red-700">{locationError}</p>}
      <FormFeedback error={error} />
      <FormActions label="Save address" pending={update.isPending} disabled={!position} waitSeconds={waitSeconds} onCancel={onDone} />
    </form>
  );
}
