import { TextField } from "@forkful/ui/text-field";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";

export interface TableSectionProps {
  tableId: string | null;
  /** The table came with the menu's link (a QR code at the table): it is shown, not typed. */
  fixed: boolean;
  error?: string;
  onChange: (tableId: string) => void;
}

/** Dine-in: the table the order is served to. */
export function TableSection({ tableId, fixed, error, onChange }: TableSectionProps) {
  return (
    <CheckoutSection title="Your table">
      {fixed && tableId ? (
        <p className="text-stone-800">
          Served to table <strong className="text-lg">{tableId}</strong>
        </p>
      ) : (
        <TextField
          label="Table number"
          value={tableId ?? ""}
          maxLength={20}
          pattern="[A-Za-z0-9-]+"
          placeholder="T4"
          error={error}
          hint="It is on the card or the QR code at your table."
          onChange={(event) => onChange(event.target.value.replace(/[^A-Za-z0-9-]/g, ""))}
        />
      )}
    </CheckoutSection>
  );
}
