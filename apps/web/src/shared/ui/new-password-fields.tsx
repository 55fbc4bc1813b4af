import { AUTH_TEXTS } from "@forkful/contracts/auth";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormPasswordField } from "./form-fields";

type PasswordForm = FieldValues & { password: string; confirm: string };

/** A new password and its confirmation (newPasswordFormSchema, passwordChangeFormSchema), with the password rule as the hint. */
// biome-ignore lint/suspicious/noExplicitAny: any form context
export function NewPasswordFields<T extends PasswordForm, O>({ control, autoFocus }: { control: Control<T, any, O>; autoFocus?: boolean }) {
  return (
    <>
      <FormPasswordField
        control={control}
        name={"password" as FieldPath<T>}
        label="New password"
        autoComplete="new-password"
        hint={AUTH_TEXTS.passwordWeak}
        autoFocus={autoFocus}
      />
      <FormPasswordField control={control} name={"confirm" as FieldPath<T>} label="Confirm new password" autoComplete="new-password" />
    </>
  );
}
