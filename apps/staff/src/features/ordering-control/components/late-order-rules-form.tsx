import { LATE_ORDER_TEXTS, type LateOrderRules, lateOrderRulesSchema } from "@forkful/contracts/late-orders";
import { toMinorUnits } from "@forkful/contracts/money";
import { FormAlert } from "@forkful/ui/form-alert";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useLateOrderRules, useSetLateOrderRules } from "../api/late-order-rules";

/** The form's fields, as typed: minutes and the credit in the restaurant's currency ("5.00"). */
type RulesFields = { graceMinutes: string; creditAfterMinutes: string; credit: string; creditAutomatic: boolean };

const asNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
const formSchema = z.preprocess(
  (fields: RulesFields) => ({
    graceMinutes: asNumber(fields.graceMinutes),
    creditAfterMinutes: asNumber(fields.creditAfterMinutes),
    creditAmount: Number.isNaN(asNumber(fields.credit)) ? Number.NaN : toMinorUnits(asNumber(fields.credit)),
    creditAutomatic: fields.creditAutomatic,
  }),
  lateOrderRulesSchema,
);

const fieldsOf = (rules: LateOrderRules): RulesFields => ({
  graceMinutes: String(rules.graceMinutes),
  creditAfterMinutes: String(rules.creditAfterMinutes),
  credit: (rules.creditAmount / 100).toFixed(2),
  creditAutomatic: rules.creditAutomatic,
});

/** A manager's rules for late orders: when the diner is told, and the credit for a long wait (given, or offered to give). */
export function LateOrderRulesForm() {
  const rules = useLateOrderRules();
  if (rules.isPending) return <p className="text-sm text-stone-600">Loading the late-order rules…</p>;
  if (rules.isError) return <FormAlert message="The late-order rules could not be loaded." />;
  return <RulesForm rules={rules.data} />;
}

function RulesForm({ rules }: { rules: LateOrderRules }) {
  const save = useSetLateOrderRules();
  const [said, setSaid] = useState<{ tone: "error" | "success"; message: string } | null>(null);
  const form = useForm<RulesFields, unknown, LateOrderRules>({ resolver: zodResolver(formSchema), defaultValues: fieldsOf(rules) });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    setSaid(null);
    const outcome = await outcomeOf(save.mutateAsync(body));
    setSaid(outcome.ok ? { tone: "success", message: LATE_ORDER_TEXTS.rulesSaved } : { tone: "error", message: outcome.message });
  });
  // The schema's issues are on the body's names; the credit is typed in "credit".
  const errorOf = (name: keyof LateOrderRules) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <form onSubmit={submit} noValidate aria-label={LATE_ORDER_TEXTS.rulesTitle} className="grid gap-3 sm:grid-cols-3">
      {said && <FormAlert message={said.message} tone={said.tone} className="sm:col-span-3" />}
      <TextField
        label="Tell the diner after (min late)"
        inputMode="numeric"
        error={errorOf("graceMinutes")}
        {...form.register("graceMinutes")}
      />
      <TextField
        label="Credit after (min late)"
        inputMode="numeric"
        error={errorOf("creditAfterMinutes")}
        {...form.register("creditAfterMinutes")}
      />
      <TextField label="Credit (0 for none)" inputMode="decimal" error={errorOf("creditAmount")} {...form.register("credit")} />
      <label className="flex items-center gap-2 text-sm text-stone-800 sm:col-span-2">
        <input type="checkbox" className="size-5" {...form.register("creditAutomatic")} />
        Give the credit automatically (otherwise the board offers it for a manager to give)
      </label>
      <SubmitButton label="Save late-order rules" pendingLabel="Saving…" pending={save.isPending} />
    </form>
  );
}
