import { type AddressFields, addressFieldsSchema } from "@forkful/contracts/addresses";
import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { MapPinIcon, NavigationIcon } from "@forkful/ui/icons";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { DeliveryAreaNote } from "../../../entities/delivery/components/delivery-area-note";
import type { DeliveryAreaCheck } from "../../../entities/delivery/lib/delivery-area";
import { useSelectedLocation } from "../../../entities/location/lib/selected-location";
import { useZodForm, type ZodForm } from "../../../shared/hooks/use-zod-form";
import { FormActions } from "../../../shared/ui/form-actions";
import { useDevicePosition } from "../hooks/use-device-position";
import { usePinArea } from "../hooks/use-pin-area";
import { type AddressFormValues, addressPayloadOf, type PinPoint, valuesOfPlace } from "../lib/address-draft";
import { PinMap, type PinSource } from "./pin-map";
import { PlaceSearchField } from "./place-search-field";
import { TagChips } from "./tag-chips";

export interface AddressEditorProps {
  title: string;
  initial: AddressFormValues;
  /** Suggestions near here first (the restaurant), and its marker on the map when `restaurant` is given. */
  near: PinPoint | null;
  restaurant?: PinPoint & { title: string };
  area?: [number, number][];
  /** Tag and default (a saved address); a guest's address at checkout has neither. */
  saving: boolean;
  submitLabel: string;
  pending: boolean;
  error: string | null;
  /**
   * At checkout: the restaurant's word on the pin, asked as it is placed. Outside its area the address is refused in
   * the form; a diner with an account may still save it (never as the default), but not to deliver this order.
   */
  areaCheck?: DeliveryAreaCheck;
  /** `deliverHere`: false for an address saved although the restaurant does not deliver there. */
  onSubmit: (fields: AddressFields, outcome: { deliverHere: boolean }) => void;
  onCancel: () => void;
}

/**
 * An address: the street suggested as it is typed (choosing one places the pin), the pin dragged to the door (its
 * point is what is saved), the apartment and landmark lines, and for a saved address its label and default. At
 * checkout the pin is checked against the restaurant's area as it stands, and refused here when outside it.
 */
export function AddressEditor({
  title,
  initial,
  near,
  restaurant,
  area,
  saving,
  submitLabel,
  pending,
  error,
  areaCheck,
  onSubmit,
  onCancel,
}: AddressEditorProps) {
  // The form's values are typed in as the schema reads them; the pin is absent until placed.
  const form = useZodForm(addressFieldsSchema, initial as Partial<AddressFields>);
  const [source, setSource] = useState<PinSource | null>(initial.lat === undefined ? null : "saved");

  const [lat, lng] = form.watch(["lat", "lng"]);
  const pin = typeof lat === "number" && typeof lng === "number" ? { lat, lng } : null;

  const placePin = (point: PinPoint, from: PinSource) => {
    form.setValue("lat", point.lat);
    form.setValue("lng", point.lng);
    form.clearErrors(["lat", "lng"]);
    setSource(from);
  };

  const { locating, locationError, locate } = useDevicePosition((found) => placePin(found, "device"));
  // With no restaurant to search near, the diner's selected location (spec §3) ranks the suggestions and can start the pin.
  const selected = useSelectedLocation();

  const verdict = usePinArea(pin, areaCheck);
  const refused = verdict.kind === "refused";
  const submit = form.handleSubmit((values) => {
    // Enter in a field submits too: nothing goes while the pin is being checked, nor a refused pin with nowhere to keep it.
    if (verdict.kind === "checking" || (refused && !saving)) return;
    const fields = addressPayloadOf(values);
    onSubmit(refused ? { ...fields, isDefault: false } : fields, { deliverHere: !refused });
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate aria-label={title} className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 md:p-5">
      <h3 className="text-base font-bold text-stone-900">{title}</h3>
      {saving && (
        <Controller
          control={form.control}
          name="tag"
          render={({ field }) => <TagChips value={field.value ?? "Custom"} onChange={field.onChange} />}
        />
      )}
      <Controller
        control={form.control}
        name="addressLine1"
        render={({ field, fieldState }) => (
          <PlaceSearchField
            value={field.value ?? ""}
            onChange={field.onChange}
            inputRef={field.ref}
            near={near ?? selected}
            error={fieldState.error?.message}
            onChoose={(place) => {
              const filled = valuesOfPlace(place);
              form.setValue("addressLine1", filled.addressLine1);
              form.setValue("city", filled.city);
              form.setValue("postalCode", filled.postalCode);
              placePin(place, "suggestion");
            }}
          />
        )}
      />
      <DeliveryAreaNote area={verdict} testId="pin-area" bringRefusalIntoView />
      <PinMap
        pin={pin}
        source={source}
        onPinMove={(point) => placePin(point, "moved")}
        restaurant={restaurant}
        area={area}
        error={errors.lat?.message ?? errors.lng?.message}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={locate} disabled={locating}>
          <NavigationIcon size={16} className="text-brand" />
          {locating ? "Locating…" : "Use my location"}
        </Button>
        {!pin && selected && (
          <Button variant="ghost" size="sm" className="max-w-full" onClick={() => placePin(selected, "suggestion")}>
            <MapPinIcon size={16} className="shrink-0 text-brand" />
            <span className="truncate">Start at {selected.label}</span>
          </Button>
        )}
        {locationError && <p className="text-sm font-medium text-red-700">{locationError}</p>}
      </div>
      <AddressLines form={form} />
      {saving && !refused && (
        <label className="flex items-center gap-2.5 text-sm font-medium text-stone-800">
          <input type="checkbox" className="h-5 w-5 accent-brand" {...form.register("isDefault")} />
          Make this my default
        </label>
      )}
      {error && <FormAlert message={error} detail={null} />}
      <FormActions
        label={refused && saving ? "Save for later" : submitLabel}
        pending={pending}
        disabled={verdict.kind === "checking" || (refused && !saving)}
        onCancel={onCancel}
      />
    </form>
  );
}

/** The lines a courier reads besides the street: apartment, landmark, city and postal code. */
function AddressLines({ form }: { form: ZodForm<typeof addressFieldsSchema> }) {
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField
        label="Apartment, floor (optional)"
        autoComplete="address-line2"
        maxLength={NOTE_LIMITS.addressLine}
        error={errors.addressLine2?.message}
        {...form.register("addressLine2")}
      />
      <TextField
        label="Landmark (optional)"
        maxLength={NOTE_LIMITS.addressLine}
        error={errors.addressLine3?.message}
        {...form.register("addressLine3")}
      />
      <TextField label="City" autoComplete="address-level2" error={errors.city?.message} {...form.register("city")} />
      <TextField label="Postal code" autoComplete="postal-code" error={errors.postalCode?.message} {...form.register("postalCode")} />
    </div>
  );
}
