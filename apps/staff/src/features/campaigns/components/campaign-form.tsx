import { CAMPAIGN_LIMITS, type Campaign, type CreateCampaignRequest } from "@forkful/contracts/campaigns";
import { MENU_TYPES } from "@forkful/contracts/merchants";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm } from "react-hook-form";
import { SelectField } from "../../../shared/ui/select-field";
import { useCreateCampaign } from "../api/create-campaign";
import { blankCampaign, type CampaignFields, campaignFormSchema } from "../lib/campaign-fields";
import { MENU_WORDS } from "../lib/campaign-words";
import { useMaking } from "../lib/use-making";
import { DishPicker } from "./dish-picker";
import { TextAreaField } from "./text-area-field";

/** Making a campaign: a title, its dates, an offer and/or dishes. A refusal is said above the fields, what was typed kept. */
export function CampaignForm({ onMade }: { onMade: (campaign: Campaign) => void }) {
  const create = useCreateCampaign();
  const form = useForm<CampaignFields, unknown, CreateCampaignRequest>({
    resolver: zodResolver(campaignFormSchema),
    defaultValues: blankCampaign(),
  });
  const { errors } = form.formState;

  const making = useMaking(create.mutateAsync, (made) => {
    form.reset(blankCampaign());
    onMade(made);
  });
  const submit = form.handleSubmit(making.send);

  return (
    <form onSubmit={submit} noValidate aria-label="Make a campaign" className="flex flex-col gap-3">
      {making.refusal && <FormAlert message={making.refusal} />}
      <TextField label="Title" maxLength={80} hint="“Winter warmers”" error={errors.title?.message} {...form.register("title")} />
      <TextField label="Summary (optional)" maxLength={160} error={errors.summary?.message} {...form.register("summary")} />
      <TextAreaField
        label="Description (optional)"
        maxLength={2000}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Starts on" type="date" error={errors.startsOn?.message} {...form.register("startsOn")} />
        <TextField label="Ends on" type="date" error={errors.endsOn?.message} {...form.register("endsOn")} />
      </div>
      <p className="-mt-1 text-sm text-stone-700">At most {CAMPAIGN_LIMITS.maxDays} days, both ends counted.</p>
      <TextField
        label="Offer (optional)"
        maxLength={120}
        hint="“15% off pickup”"
        error={errors.offerText?.message}
        {...form.register("offerText")}
      />
      <TextField
        label="Coupon code (optional)"
        maxLength={40}
        hint="Diners type it at checkout"
        error={errors.couponCode?.message}
        {...form.register("couponCode")}
      />
      <SelectField
        label="Its call to order opens"
        options={MENU_TYPES.map((value) => ({ value, label: MENU_WORDS[value] }))}
        error={errors.menuType?.message}
        {...form.register("menuType")}
      />
      <Controller
        control={form.control}
        name="itemIds"
        render={({ field }) => (
          <DishPicker
            legend="Dishes it promotes"
            hint={`Up to ${CAMPAIGN_LIMITS.maxItems}; none is fine with an offer.`}
            value={field.value}
            onChange={field.onChange}
            error={errors.itemIds?.message ?? errors.itemIds?.root?.message}
          />
        )}
      />
      <SubmitButton pending={create.isPending} label="Make the campaign" pendingLabel="Making the campaign…" />
    </form>
  );
}
