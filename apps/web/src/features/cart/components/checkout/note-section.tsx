import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { NoteField } from "../../../../shared/ui/note-field";

/** The diner's note for the kitchen, counted toward its limit. */
export function NoteSection({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <CheckoutSection title="Note for the restaurant" description="Allergies, cutlery, anything the kitchen should know.">
      <NoteField
        id="order-instruction"
        label="Note for the restaurant"
        hideLabel
        value={value}
        onChange={onChange}
        limit={NOTE_LIMITS.orderNote}
        placeholder="Optional"
      />
    </CheckoutSection>
  );
}
