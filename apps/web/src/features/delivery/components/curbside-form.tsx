import { CURBSIDE_LIMITS, type CurbsideArrival, curbsideArrivalRequestSchema } from "@forkful/contracts/curbside";
import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { useState } from "react";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { useTellArrival } from "../api/tell-arrival";

const arrivalFormSchema = curbsideArrivalRequestSchema.pick({ carDetails: true, spot: true });

export interface CurbsideFormProps {
  orderId: string;
  /** What was told before, to change it. */
  arrival: CurbsideArrival | null;
  onDone: () => void;
  onCancel: () => void;
}

/** "I'm here": the diner's car (required) and where they stand (optional), told to the restaurant. */
export function CurbsideForm({ orderId, arrival, onDone, onCancel }: CurbsideFormProps) {
  const form = useZodForm(arrivalFormSchema, { carDetails: arrival?.carDetails ?? "", spot: arrival?.spot ?? "" });
  const tell = useTellArrival();
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ carDetails, spot }) => {
    setError(null);
    const result = await tell.mutateAsync({ orderId, carDetails, ...(spot ? { spot } : {}) }).catch(() => null);
    if (result?.ok) return onDone();
    setError(result ? result.message : MESSAGES.genericFailure);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="curbside-form-title">
      <h2 id="curbside-form-title" className="text-lg font-bold text-stone-900">
        Tell the restaurant you&apos;re here
      </h2>
      <TextField
        label="Your car"
        placeholder="Blue Honda Civic"
        maxLength={CURBSIDE_LIMITS.carDetails}
        autoComplete="off"
        autoFocus
        error={errors.carDetails?.message}
        {...form.register("carDetails")}
      />
      <TextField
        label="Parking spot (optional)"
        placeholder="Spot 3"
        maxLength={CURBSIDE_LIMITS.spot}
        autoComplete="off"
        error={errors.spot?.message}
        {...form.register("spot")}
      />
      {error && <FormAlert message={error} />}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          label="Tell the restaurant"
          pendingLabel="Telling the restaurant…"
          pending={tell.isPending}
          className="flex-1 sm:flex-none"
        />
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
