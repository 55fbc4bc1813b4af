import { staffLoginBodySchema } from "@forkful/contracts/staff";
import { FormAlert } from "@forkful/ui/form-alert";
import { PasswordField } from "@forkful/ui/password-field";
import { SubmitButton } from "@forkful/ui/submit-button";
import { TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type SignInFields, useStaffSignIn } from "../api/sign-in";

const NO_ANSWER = "We could not reach Forkful. Check the connection and try again.";

/** The staff sign-in: user name and password; a refusal (wrong password, a locked account) is said above the fields. */
export function SignInForm({ userName, onSignedIn }: { userName?: string; onSignedIn?: () => void }) {
  const signIn = useStaffSignIn();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<SignInFields>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { userName: userName ?? "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (fields) => {
    setRefusal(null);
    try {
      const result = await signIn.mutateAsync(fields);
      if (result.ok) onSignedIn?.();
      else setRefusal(result.message);
    } catch {
      setRefusal(NO_ANSWER);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {refusal && <FormAlert message={refusal} />}
      <TextField
        label="User name"
        autoComplete="username"
        autoCapitalize="none"
        readOnly={userName !== undefined}
        error={errors.userName?.message}
        {...form.register("userName")}
      />
      <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <SubmitButton
        pending={signIn.isPending}
        size="lg"
        label={userName ? "Unlock" : "Sign in"}
        pendingLabel={userName ? "Unlocking…" : "Signing in…"}
      />
    </form>
  );
}
