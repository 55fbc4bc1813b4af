import { passwordSignInFormSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { SubmitButton } from "@forkful/ui/submit-button";
import { useState } from "react";
import { useZodForm } from "../../../shared/hooks/use-zod-form";
import { FormPasswordField, FormTextField } from "../../../shared/ui/form-fields";
import { useLogin } from "../api/login";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, signInError } from "../lib/auth-errors";
import { userFromLogin } from "../lib/verified-user";
import { authStore } from "../stores/session-store";

export interface PasswordSignInProps {
  initialUserName?: string;
  onSignedIn: () => void;
  onForgot: () => void;
}

/** Sign in with a username, email or mobile number and a password (POST /customer/login/v2). */
export function PasswordSignIn({ initialUserName = "", onSignedIn, onForgot }: PasswordSignInProps) {
  const login = useLogin();
  const { start, waitSeconds } = useAuthStart();
  const [error, setError] = useState<FlowError | null>(null);
  const form = useZodForm(passwordSignInFormSchema, { userName: initialUserName, password: "" });

  const onSubmit = form.handleSubmit((credentials) => {
    setError(null);
    start("login", () =>
      login.mutate(credentials, {
        onSuccess: (result) => {
          if (!result.ok) return setError(signInError(result));
          // Spec §8: an answer without a userId is a refused sign-in.
          if (!result.data.userId) return setError({ message: MESSAGES.signInNoUser, detail: null, rateLimited: false });
          authStore.getState().signIn(userFromLogin(result.data), true);
          onSignedIn();
        },
        onError: (failure) => setError(signInError(failure)),
      }),
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormTextField
        control={form.control}
        name="userName"
        label="Username, email or mobile number"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        autoFocus={!initialUserName}
      />
      <FormPasswordField
        control={form.control}
        name="password"
        label="Password"
        autoComplete="current-password"
        autoFocus={Boolean(initialUserName)}
      />
      <div className="-mt-1 flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
          Forgot password?
        </button>
      </div>
      <FormFeedback error={error} />
      <SubmitButton
        label="Sign in"
        pendingLabel="Signing in…"
        pending={login.isPending}
        waitSeconds={waitSeconds}
        size="lg"
        className="w-full"
      />
    </form>
  );
}
