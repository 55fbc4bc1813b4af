import { MESSAGES } from "@forkful/contracts/messages";
import { staffLoginBodySchema } from "@forkful/contracts/staff";
import { TABLE_QR_WORDS } from "@forkful/contracts/table-qr-codes";
import { FormAlert } from "@forkful/ui/form-alert";
import { LockIcon } from "@forkful/ui/icons";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { FormPasswordField, FormTextField } from "../../../shared/ui/form-fields";
import { type StaffSession, useStaffSignIn } from "../api/staff-sign-in";

export interface StaffSignInProps {
  branchName: string;
  onSignedIn: (session: StaffSession) => void;
}

/** The QR sheet's staff sign-in (POST /staff/login): the sheet shows nothing until a manager or a host signs in. */
export function StaffSignIn({ branchName, onSignedIn }: StaffSignInProps) {
  const signIn = useStaffSignIn();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(staffLoginBodySchema, { userName: "", password: "" });
  const submit = form.handleSubmit(async (credentials) => {
    setError(null);
    const result = await signIn.mutateAsync(credentials).catch(() => null);
    if (result?.ok) return onSignedIn(result.data);
    setError(result?.message ?? MESSAGES.genericFailure);
  });
  return (
    <main className="mx-auto max-w-md px-4 pt-8 pb-16">
      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          <LockIcon size={24} />
        </div>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{TABLE_QR_WORDS.signIn}</h1>
        <p className="mt-1 text-sm text-stone-600">
          {branchName}. {TABLE_QR_WORDS.signInBody}
        </p>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <FormTextField
            control={form.control}
            name="userName"
            label="Staff user name"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={80}
            autoFocus
          />
          <FormPasswordField control={form.control} name="password" label="Password" autoComplete="current-password" />
          {error && <FormAlert message={error} />}
          <SubmitButton label="Sign in as staff" pendingLabel="Signing in…" pending={signIn.isPending} size="lg" className="w-full" />
        </form>
      </div>
    </main>
  );
}
