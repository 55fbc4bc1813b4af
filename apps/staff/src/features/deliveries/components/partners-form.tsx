import {
  chooseDeliveryPartnersRequestSchema,
  DELIVERY_PARTNER_NAMES,
  type DeliveryPartner,
  type staffDeliveryPartnersSchema,
} from "@forkful/contracts/delivery";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useChooseDeliveryPartners } from "../api/delivery-partners";

type Partners = z.infer<typeof staffDeliveryPartnersSchema>;
type Fields = { partners: DeliveryPartner[] };

/** Those kept in the restaurant's own order of preference, then those newly ticked. */
const inPreference = (chosen: DeliveryPartner[], before: DeliveryPartner[]) =>
  [...chosen].sort((a, b) => (before.indexOf(a) + 1 || 99) - (before.indexOf(b) + 1 || 99));

/** The courier partners a manager allows: a checklist of those the server offers; at least one stays ticked. */
export function PartnersForm({ partners }: { partners: Partners }) {
  const choose = useChooseDeliveryPartners();
  const [said, setSaid] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const titleId = useId();
  const form = useForm<Fields>({ resolver: zodResolver(chooseDeliveryPartnersRequestSchema), values: { partners: partners.partners } });
  const error = form.formState.errors.partners?.message;

  const save = form.handleSubmit(async (fields) => {
    setSaid(null);
    const outcome = await outcomeOf(choose.mutateAsync(inPreference(fields.partners, partners.partners)));
    setSaid(
      outcome.ok
        ? { tone: "success", message: "Saved: the next courier is asked among these." }
        : { tone: "error", message: outcome.message },
    );
  });

  return (
    <form
      onSubmit={save}
      noValidate
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-2xl border border-stone-200 bg-white p-3"
    >
      <h2 id={titleId} className="text-sm font-bold tracking-wide text-stone-700 uppercase">
        Courier partners allowed
      </h2>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2" aria-invalid={error ? true : undefined}>
        <legend className="sr-only">Courier partners allowed</legend>
        {partners.available.map((partner) => (
          <label key={partner} className="flex min-h-11 items-center gap-2 text-sm text-stone-900">
            <input type="checkbox" value={partner} className="size-5 accent-stone-900" {...form.register("partners")} />
            {DELIVERY_PARTNER_NAMES[partner]}
          </label>
        ))}
      </fieldset>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      {said && <FormAlert tone={said.tone} message={said.message} />}
      <div className="flex justify-end">
        <Button type="submit" disabled={choose.isPending}>
          {choose.isPending ? "Saving…" : "Save partners"}
        </Button>
      </div>
    </form>
  );
}
