import { CheckoutSection } from "../../../../shared/ui/checkout-section";
import { inputClasses } from "../../../../shared/ui/text-field";

/** The diner's note for the kitchen (up to 300 characters). */
export function NoteSection({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <CheckoutSection title="Note for the restaurant" description="Allergies, cutlery, anything the kitchen should know.">
      <label htmlFor="order-instruction" className="sr-only">
        Note for the restaurant
      </label>
      <textarea
        id="order-instruction"
        rows={3}
        maxLength={300}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Optional"
        className={inputClasses(false, "block w-full resize-none py-2.5")}
      />
    </CheckoutSection>
  );
}
