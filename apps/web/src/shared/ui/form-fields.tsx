import { PasswordField } from "@forkful/ui/password-field";
import { TextField, type TextFieldProps } from "@forkful/ui/text-field";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useController } from "react-hook-form";
import { CodeField, type CodeFieldProps } from "./code-field";
import { NoteField, type NoteFieldProps } from "./note-field";
import { PhoneField, type PhoneFieldProps } from "./phone-field";

/**
 * The fields of shared/ui bound to a react-hook-form field (useZodForm): the field's value, its change, and the error
 * of the last submit. The rest of the props are the field's own.
 */
interface Bound<T extends FieldValues, O> {
  // biome-ignore lint/suspicious/noExplicitAny: any form context
  control: Control<T, any, O>;
  name: FieldPath<T>;
}

type Unbound<P> = Omit<P, "value" | "onChange" | "error" | "name">;

function useBound<T extends FieldValues, O>({ control, name }: Bound<T, O>) {
  const { field, fieldState } = useController({ control, name });
  return {
    value: (field.value ?? "") as string,
    onChange: field.onChange as (value: string) => void,
    error: fieldState.error?.message,
    // The real input, so a refused submit focuses its first invalid field.
    ref: field.ref,
  };
}

export function FormTextField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Unbound<TextFieldProps>) {
  const { value, onChange, error, ref } = useBound({ control, name });
  return <TextField {...props} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} error={error} />;
}

export function FormPasswordField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Unbound<TextFieldProps>) {
  const { value, onChange, error, ref } = useBound({ control, name });
  return <PasswordField {...props} ref={ref} value={value} onChange={(event) => onChange(event.target.value)} error={error} />;
}

/** A mobile number field; `onValueChange` hears each change too (a form that clears a note as the number is typed). */
export function FormPhoneField<T extends FieldValues, O>({
  control,
  name,
  onValueChange,
  ...props
}: Bound<T, O> & Unbound<PhoneFieldProps> & { onValueChange?: (value: string) => void }) {
  const { value, onChange, error, ref } = useBound({ control, name });
  return (
    <PhoneField
      {...props}
      ref={ref}
      value={value}
      onChange={(next) => {
        onChange(next);
        onValueChange?.(next);
      }}
      error={error}
    />
  );
}

export function FormCodeField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Unbound<CodeFieldProps>) {
  const { value, onChange, error, ref } = useBound({ control, name });
  return <CodeField {...props} ref={ref} value={value} onChange={onChange} error={error} />;
}

export function FormNoteField<T extends FieldValues, O>({ control, name, ...props }: Bound<T, O> & Unbound<NoteFieldProps>) {
  const { value, onChange, error, ref } = useBound({ control, name });
  return <NoteField {...props} ref={ref} value={value} onChange={onChange} error={error} />;
}
