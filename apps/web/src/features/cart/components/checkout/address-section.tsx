import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { Button } from "@forkful/ui/button";
import { BagIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { useId } from "react";
import { DeliveryAreaNote } from "../../../../entities/delivery/components/delivery-area-note";
import type { DeliveryAreaCheck } from "../../../../entities/delivery/lib/delivery-area";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { NoteField } from "../../../../shared/ui/note-field";
import type { CheckoutErrors } from "../../lib/checkout-form";
import { type DeliveryVerdictView, deliversText } from "../../lib/delivery-verdict";
import type { CheckoutValues } from "../../stores/checkout-values";
import { FieldError } from "./field-error";

/** An address as an order carries it: the lines for the courier and the pin's point. */
export interface ChosenAddress {
  addressLine1: string;
  addressLine2?: string;
  addressLine3?: string;
  lat: number;
  lng: number;
}

export interface AddressPickerProps {
  chosen: ChosenAddress | null;
  onChoose: (address: ChosenAddress) => void;
  /** The restaurant: suggestions near it first, and its marker beside the pin. */
  restaurant: { lat: number; lng: number; title: string };
  /** Its delivery polygon, drawn faintly on the map. */
  area?: [number, number][];
  /** The restaurant's word on a pin placed in the address form: it refuses there, before the address is chosen. */
  areaCheck?: DeliveryAreaCheck;
}

/** Saved addresses and the address form, composed in by the app (they belong to the addresses feature). */
export type AddressPicker = (props: AddressPickerProps) => ReactNode;

export interface AddressSectionProps {
  address: Pick<CheckoutValues, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails" | "deliveryInstruction">;
  picker: AddressPicker;
  restaurant: AddressPickerProps["restaurant"];
  area?: [number, number][];
  verdict: DeliveryVerdictView;
  areaCheck?: DeliveryAreaCheck;
  errors: CheckoutErrors;
  onChange: (address: Partial<Pick<CheckoutValues, "addressLine1" | "addressLine2" | "addressLine3" | "locationDetails">>) => void;
  onInstruction: (text: string) => void;
  /** Offered when the address is refused; absent when the restaurant has no pickup. */
  onSwitchToPickup?: () => void;
}

const chosenOf = (address: AddressSectionProps["address"]): ChosenAddress | null =>
  address.locationDetails && address.addressLine1.trim()
    ? {
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2 || undefined,
        addressLine3: address.addressLine3 || undefined,
        ...address.locationDetails,
      }
    : null;

/**
 * Where a delivery goes: an address chosen (a saved one, or one written and pinned on the map), checked at once with
 * the restaurant: the distance and the fee, or why it cannot deliver there and what to do.
 */
export function AddressSection({
  address,
  picker,
  restaurant,
  area,
  verdict,
  areaCheck,
  errors,
  onChange,
  onInstruction,
  onSwitchToPickup,
}: AddressSectionProps) {
  const errorId = useId();
  const choose = (chosen: ChosenAddress) =>
    onChange({
      addressLine1: chosen.addressLine1,
      addressLine2: chosen.addressLine2 ?? "",
      addressLine3: chosen.addressLine3 ?? "",
      locationDetails: { lat: chosen.lat, lng: chosen.lng },
    });
  return (
    <CheckoutSection title="Delivery address">
      <div className="grid gap-4">
        {picker({ chosen: chosenOf(address), onChoose: choose, restaurant, area, areaCheck })}
        <DeliveryVerdictPanel verdict={verdict} onSwitchToPickup={onSwitchToPickup} />
        {verdict.kind === "none" && <FieldError id={errorId} message={errors.address ?? errors.location ?? null} />}
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

/** The chosen address's verdict, with a way out when it is refused. */
function DeliveryVerdictPanel({ verdict, onSwitchToPickup }: { verdict: DeliveryVerdictView; onSwitchToPickup?: () => void }) {
  const area = verdict.kind === "delivers" ? { kind: "delivers" as const, text: deliversText(verdict) } : verdict;
  return (
    <DeliveryAreaNote area={area} testId="delivery-verdict">
      {onSwitchToPickup && (
        <Button variant="secondary" size="sm" onClick={onSwitchToPickup}>
          <BagIcon size={16} />
          Switch to pickup
        </Button>
      )}
    </DeliveryAreaNote>
  );
}
