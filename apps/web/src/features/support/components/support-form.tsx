import { MESSAGES } from "@forkful/contracts/messages";
import {
  type CreateSupportRequest,
  createSupportRequestSchema,
  SUPPORT_LIMITS,
  SUPPORT_TEXTS,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
} from "@forkful/contracts/support";
import { Chip } from "@forkful/ui/chip";
import { FormAlert } from "@forkful/ui/form-alert";
import { CloseIcon, ReceiptIcon } from "@forkful/ui/icons";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { Controller } from "react-hook-form";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { FormNoteField } from "../../../shared/ui/form-fields";
import { useCreateSupportRequest } from "../api/create-support-request";
import type { SupportRestaurant } from "../api/get-support-restaurants";
import { newRequestKey } from "../lib/request-key";
import { RestaurantSelect } from "./restaurant-select";

export interface AttachedOrder {
  orderId: string;
  /** How the diner knows the order: "Order #42 at Tasty Bites". */
  label: string;
}

export interface SupportFormProps {
  customerId: string;
  restaurants: SupportRestaurant[];
  /** The restaurant chosen at first (the current one), when the request is not about an order. */
  defaultLocationId: number | null;
  order: AttachedOrder | null;
  onDetachOrder: () => void;
}

type Outcome = { tone: "success"; message: string } | { tone: "error"; message: string; detail: string | null } | null;

/**
 * A support request: its topic, the message, and the order it is about (or the restaurant asked). One requestKey per
 * request written, so a retry or a second click sends it once; a new one once it is sent.
 */
export function SupportForm({ customerId, restaurants, defaultLocationId, order, onDetachOrder }: SupportFormProps) {
  const form = useZodForm(createSupportRequestSchema, {
    topic: order ? "order" : undefined,
    message: "",
    locationId: defaultLocationId ?? undefined,
  } as Partial<CreateSupportRequest>);
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const create = useCreateSupportRequest();
  const errors = form.formState.errors;

  const submit = form.handleSubmit((values) => {
    setOutcome(null);
    const request = { ...values, customerId, requestKey, ...(order ? { orderId: order.orderId, locationId: undefined } : {}) };
    create.mutate(request, {
      onSuccess: (result) => {
        if (!result.ok) return setOutcome({ tone: "error", message: SUPPORT_TEXTS.failed, detail: result.message || null });
        setOutcome({ tone: "success", message: SUPPORT_TEXTS.sent });
        setRequestKey(newRequestKey());
        form.reset({ topic: undefined, message: "", locationId: values.locationId });
      },
      onError: () => setOutcome({ tone: "error", message: SUPPORT_TEXTS.failed, detail: MESSAGES.offlineBody }),
    });
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Ask for help"
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 md:p-5"
    >
      {order ? (
        <div className="flex items-center gap-3 rounded-xl border border-brand/30 bg-brand/5 px-3.5 py-2.5">
          <ReceiptIcon size={18} className="shrink-0 text-brand" />
          <p className="min-w-0 flex-1 text-sm font-semibold text-stone-900">{order.label}</p>
          <button
            type="button"
            onClick={onDetachOrder}
            aria-label="Not about this order"
            className="rounded-full p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : (
        <RestaurantSelect
          restaurants={restaurants}
          error={errors.locationId?.message}
          {...form.register("locationId", { setValueAs: (value) => (value === "" || value === undefined ? undefined : Number(value)) })}
        />
      )}
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-800">What do you need help with?</legend>
        <Controller
          control={form.control}
          name="topic"
          render={({ field, fieldState }) => (
            <>
              <div className="flex flex-wrap gap-2">
                {SUPPORT_TOPICS.map((topic) => (
                  <Chip key={topic} selected={field.value === topic} onClick={() => field.onChange(topic)}>
                    {SUPPORT_TOPIC_LABELS[topic]}
                  </Chip>
                ))}
              </div>
              {fieldState.error && <p className="mt-1.5 text-sm font-medium text-red-700">{fieldState.error.message}</p>}
            </>
          )}
        />
      </fieldset>
      <FormNoteField
        control={form.control}
        name="message"
        label="Your message"
        rows={5}
        limit={SUPPORT_LIMITS.maxMessage}
        placeholder="Tell the restaurant what happened and how they can help."
      />
      {outcome && <FormAlert tone={outcome.tone} message={outcome.message} detail={outcome.tone === "error" ? outcome.detail : null} />}
      <SubmitButton label="Send request" pendingLabel="Sending…" pending={create.isPending} className="w-full sm:w-auto" />
    </form>
  );
}
