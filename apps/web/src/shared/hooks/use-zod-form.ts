import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/** A form's schema (from packages/contracts): what is typed in, and what a valid form gives. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * The one way to hold a form: react-hook-form, validated with the contracts' schema. The errors are those of the
 * last submit (they change when the diner submits again, not while typing), and a refused submit moves the focus to
 * its first invalid field (the shared/ui form fields hand react-hook-form their real inputs). `schema` may change between renders (a schema that depends on the picked country code).
 */
export function useZodForm<S extends FormSchema>(schema: S, defaultValues: DefaultValues<z.input<S>>): ZodForm<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: true,
  });
}
