import type { CountryCode } from "@forkful/contracts/phone";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import type { CheckoutErrors } from "../../lib/checkout-form";
import { DinerFields } from "./diner-fields";

export interface TableDinerSectionProps {
  fullName: string;
  phone: string;
  countryCode: CountryCode;
  /** A later round of a tab: the table knows this diner already, so the mobile is not asked again. */
  laterRound: boolean;
  errors: CheckoutErrors;
  onChange: (details: Partial<{ fullName: string; phone: string; countryCode: CountryCode }>) => void;
}

/** Who orders this round at the table: a name the table sees beside the dishes, and a mobile only if the diner likes. */
export function TableDinerSection({ fullName, phone, countryCode, laterRound, errors, onChange }: TableDinerSectionProps) {
  return (
    <CheckoutSection title="Who is ordering" description="Your name shows beside your dishes on the table's tab.">
      <DinerFields
        details={{ fullName, phone, countryCode }}
        errors={errors}
        onChange={onChange}
        nameLabel="Your name"
        nameFullWidth={laterRound}
        mobile={laterRound ? null : { label: "Mobile (optional)", hint: "Only if you want the restaurant to reach you" }}
      />
    </CheckoutSection>
  );
}
