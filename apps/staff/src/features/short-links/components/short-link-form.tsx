import { MENU_TYPES } from "@forkful/contracts/merchants";
import {
  type CreateShortLinkRequest,
  createShortLinkRequestSchema,
  SHORT_LINK_KINDS,
  type ShortLink,
} from "@forkful/contracts/short-links";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { SelectField } from "../../../shared/ui/select-field";
import { useCreateShortLink } from "../api/create-short-link";
import { useLinkCampaigns, useLinkEvents, useLinkTables } from "../api/get-link-targets";
import { KIND_WORDS, MENU_WORDS } from "./short-link-words";

/** The form's fields, as typed (all text; the expiry on this device's clock). */
type ShortLinkFields = {
  kind: CreateShortLinkRequest["kind"];
  menuType: string;
  tableId: string;
  campaignId: string;
  eventSlug: string;
  label: string;
  expiresAt: string;
};
const blank: ShortLinkFields = { kind: "restaurant", menuType: "", tableId: "", campaignId: "", eventSlug: "", label: "", expiresAt: "" };

const given = (text: string) => text.trim() || undefined;
/** An expiry typed on this device's clock, as the instant the server reads (left as typed when it is no date). */
const instant = (local: string) => {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The fields as the call's body: only what the chosen kind needs; the contracts' schema checks it. */
function toRequest(fields: ShortLinkFields) {
  return {
    kind: fields.kind,
    menuType: fields.kind === "menu" ? given(fields.menuType) : undefined,
    tableId: fields.kind === "table" ? given(fields.tableId) : undefined,
    campaignId: fields.kind === "campaign" && fields.campaignId ? Number(fields.campaignId) : undefined,
    eventSlug: fields.kind === "event" ? given(fields.eventSlug) : undefined,
    label: given(fields.label),
    expiresAt: instant(fields.expiresAt),
  };
}
const formSchema = z.preprocess((fields: ShortLinkFields) => toRequest(fields), createShortLinkRequestSchema);

/** Making a short link: what it opens, a label for the list, an optional expiry. A refusal is said above the fields. */
export function ShortLinkForm({ onMade }: { onMade: (link: ShortLink) => void }) {
  const create = useCreateShortLink();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<ShortLinkFields, unknown, CreateShortLinkRequest>({
    resolver: zodResolver(formSchema),
    defaultValues: blank,
  });
  const { errors } = form.formState;
  const kind = form.watch("kind");
  const tables = useLinkTables(kind === "table");
  const campaigns = useLinkCampaigns(kind === "campaign");
  const events = useLinkEvents(kind === "event");

  const submit = form.handleSubmit(async (request) => {
    setRefusal(null);
    const outcome = await outcomeOf(create.mutateAsync(request));
    if (outcome.ok) {
      form.reset(blank);
      onMade(outcome.data);
    } else setRefusal(outcome.message);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Make a short link" className="flex flex-col gap-3">
      {refusal && <FormAlert message={refusal} />}
      <SelectField
        label="It opens"
        options={SHORT_LINK_KINDS.map((value) => ({ value, label: KIND_WORDS[value] }))}
        error={errors.kind?.message}
        {...form.register("kind")}
      />
      {kind === "menu" && (
        <SelectField
          label="Menu"
          placeholder="Pick a menu"
          options={MENU_TYPES.map((value) => ({ value, label: MENU_WORDS[value] }))}
          error={errors.menuType?.message}
          {...form.register("menuType")}
        />
      )}
      {kind === "table" && (
        <SelectField
          label="Table"
          placeholder={tables.isPending ? "Loading the tables…" : "Pick a table"}
          options={tables.data ?? []}
          error={errors.tableId?.message}
          {...form.register("tableId")}
        />
      )}
      {kind === "campaign" && (
        <SelectField
          label="Campaign"
          placeholder={campaigns.isPending ? "Loading the campaigns…" : "Pick a campaign"}
          options={campaigns.data ?? []}
          error={errors.campaignId?.message}
          {...form.register("campaignId")}
        />
      )}
      {kind === "event" && (
        <SelectField
          label="Event"
          placeholder={events.isPending ? "Loading the events…" : "Pick an event"}
          options={events.data ?? []}
          error={errors.eventSlug?.message}
          {...form.register("eventSlug")}
        />
      )}
      <TextField
        label="Label (for this list)"
        hint="Where it is printed: “Window sticker”"
        maxLength={80}
        error={errors.label?.message}
        {...form.register("label")}
      />
      <TextField
        label="Expires (optional)"
        type="datetime-local"
        hint="Left empty, it never expires."
        error={errors.expiresAt?.message}
        {...form.register("expiresAt")}
      />
      <SubmitButton pending={create.isPending} label="Make the link" pendingLabel="Making the link…" />
    </form>
  );
}
