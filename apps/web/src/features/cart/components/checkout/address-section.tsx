import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { MESSAGES } from "@forkful/contracts/messages";
import { useId, useState } from "react";
import { Button } from "../../../../shared/ui/button";
import { CheckoutSection } from "../../../../shared/ui/checkout-section";
import { CheckIcon, CrosshairIcon } from "../../../../shared/ui/icons";
import { NoteField } from "../../../../shared/ui/note-field";
import { TextField } from "../../../../shared/ui/text-field";
import type { CheckoutErrors } from "../../lib/order-request";
import type { CartState } from "../../stores/cart-state";
import { FieldError } from "./field-error";

export interface AddressSectionProps {
  address: Pick<CartState, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails" | "deliveryInstruction">;
  errors: CheckoutErrors;
  onChange: (address: Partial<Pick<CartState, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails">>) => void;
  onInstruction: (text: string) => void;
}

/**
 * Where a delivery goes: the address as text for the courier, and the device's position so the restaurant knows the
 * distance and the courier the place. A delivery needs the position: the restaurant's own is never used instead.
 */
export function AddressSection({ address, errors, onChange, onInstruction }: AddressSectionProps) {
  const [locating, setLocating] = useState(false);
  const [locateError, setLocateError] = useState<string | null>(null);
  const locationErrorId = useId();

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setLocateError(MESSAGES.locationDenied);
      return;
    }
    setLocating(true);
    setLocateError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onChange({ locationDetails: { lat: position.coords.latitude, lng: position.coords.longitude } });
      },
      () => {
        setLocating(false);
        setLocateError(MESSAGES.locationDenied);
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const position = address.locationDetails;
  return (
    <CheckoutSection title="Delivery address">
      <div className="grid gap-4">
        <TextField
          label="Street address"
          autoComplete="address-line1"
          value={address.addressLine1}
          maxLength={NOTE_LIMITS.addressLine}
          error={errors.address}
          onChange={(event) => onChange({ addressLine1: event.target.value })}
        />
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Apartment, floor (optional)"
            autoComplete="address-line2"
            value={address.addressLine2}
            maxLength={NOTE_LIMITS.addressLine}
            onChange={(event) => onChange({ addressLine2: event.target.value })}
          />
          <TextField
            label="Landmark (optional)"
            value={address.addressLine3}
            maxLength={NOTE_LIMITS.addressLine}
            onChange={(event) => onChange({ addressLine3: event.target.value })}
          />
        </div>
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant="secondary"
              onClick={locate}
              disabled={locating}
              aria-describedby={errors.location ? locationErrorId : undefined}
            >
              <CrosshairIcon size={18} />
              {locating ? "Finding you…" : position ? "Update my location" : "Use my location"}
            </Button>
            {position && (
              <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-800" data-testid="location-set">
                <CheckIcon size={16} /> Location set ({position.lat.toFixed(4)}, {position.lng.toFixed(4)})
              </span>
            )}
          </div>
          <FieldError id={locationErrorId} message={locateError ?? (position ? null : errors.location)} />
        </div>
        <NoteField
          label="Note for the courier (optional)"
          rows={2}
          limit={NOTE_LIMITS.orderNote}
          value={address.deliveryInstruction}
          placeholder="Gate code, which door, leave at reception…"
          onChange={onInstruction}
        />
      </div>
    </CheckoutSection>
  );
}
