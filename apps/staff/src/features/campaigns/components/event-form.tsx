import { CAMPAIGN_LIMITS, type CreateEventRequest, type EventPage } from "@forkful/contracts/campaigns";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useCreateEvent } from "../api/create-event";
import { blankEvent, blankSlot, type EventFields, eventFormSchema, slugFrom } from "../lib/campaign-fields";
import { useMaking } from "../lib/use-making";
import { DishPicker } from "./dish-picker";
import { TextAreaField } from "./text-area-field";

/** Making an event page: its name and address, its date, its slots (each with the orders it takes) and its menu. */
export function EventForm({ onMade }: { onMade: (event: EventPage) => void }) {
  const create = useCreateEvent();
  const form = useForm<EventFields, unknown, CreateEventRequest>({ resolver: zodResolver(eventFormSchema), defaultValues: blankEvent() });
  const slots = useFieldArray({ control: form.control, name: "slots" });
  const { errors } = form.formState;
  const name = form.register("name");

  const making = useMaking(create.mutateAsync, (made) => {
    form.reset(blankEvent());
    onMade(made);
  });
  const submit = form.handleSubmit(making.send);

  return (
    <form onSubmit={submit} noValidate aria-label="Make an event page" className="flex flex-col gap-3">
      {making.refusal && <FormAlert message={making.refusal} />}
      <TextField
        label="Name"
        maxLength={80}
        hint="“Tasting night”"
        error={errors.name?.message}
        {...name}
        onBlur={(event) => {
          // The address follows the name until it is typed itself.
          if (!form.getFieldState("eventSlug").isDirty) form.setValue("eventSlug", slugFrom(event.target.value));
          return name.onBlur(event);
        }}
      />
      <TextField
        label="Address of the page"
        maxLength={61}
        hint="Lowercase letters, digits and dashes: the page is …/e/tasting-night"
        error={errors.eventSlug?.message}
        {...form.register("eventSlug")}
      />
      <TextAreaField
        label="Description (optional)"
        maxLength={2000}
        error={errors.description?.message}
        {...form.register("description")}
      />
      <TextField label="Date" type="date" error={errors.eventDate?.message} {...form.register("eventDate")} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold text-stone-800">Slots (orders each one takes)</legend>
        {slots.fields.map((slot, index) => {
          const slotErrors = errors.slots?.[index];
          return (
            <div key={slot.id} className="rounded-xl border border-stone-200 p-3">
              <div className="grid grid-cols-2 gap-2 md:grid-cols-[1fr_9.5rem_9.5rem_6rem] lg:grid-cols-2">
                <TextField
                  label={`Slot ${index + 1}`}
                  maxLength={40}
                  placeholder="Dinner"
                  className="col-span-2 md:col-span-1 lg:col-span-2"
                  error={slotErrors?.label?.message}
                  {...form.register(`slots.${index}.label`)}
                />
                <TextField label="From" type="time" error={slotErrors?.startsAt?.message} {...form.register(`slots.${index}.startsAt`)} />
                <TextField label="To" type="time" error={slotErrors?.endsAt?.message} {...form.register(`slots.${index}.endsAt`)} />
                <TextField
                  label="Orders"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={1000}
                  error={slotErrors?.capacity?.message}
                  {...form.register(`slots.${index}.capacity`)}
                />
              </div>
              {slotErrors?.message && <p className="mt-1.5 text-sm font-medium text-red-700">{slotErrors.message}</p>}
              {slots.fields.length > 1 && (
                <Button variant="secondary" size="sm" className="mt-2" onClick={() => slots.remove(index)}>
                  Remove slot {index + 1}
                </Button>
              )}
            </div>
          );
        })}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={slots.fields.length >= CAMPAIGN_LIMITS.maxSlots}
          onClick={() => slots.append(blankSlot())}
        >
          Add a slot
        </Button>
      </fieldset>
      <Controller
        control={form.control}
        name="itemIds"
        render={({ field }) => (
          <DishPicker
            legend="Dishes on its menu"
            hint="At least one: diners order the event from these."
            value={field.value}
            onChange={field.onChange}
            error={errors.itemIds?.message ?? errors.itemIds?.root?.message}
          />
        )}
      />
      <SubmitButton pending={create.isPending} label="Make the event page" pendingLabel="Making the event page…" />
    </form>
  );
}
