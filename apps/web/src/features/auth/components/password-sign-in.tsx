import { MESSAGES } from "@forkful/contracts/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../shared/ui/button";
import { PasswordField } from "../../../shared/ui/password-field";
import { TextField } from "../../../shared/ui/text-field";
import { useLogin } from "../api/login";
import { useAuthStart } from "../hooks/use-auth-start";
import { type FlowError, signInError } from "../lib/auth-errors";
import { userFromLogin } from "../lib/verified-user";
import { authStore } from "../stores/session-store";
import { FlowFeedback } from "./flow-feedback";

export interface PasswordSignInProps {
  initialUserName?: string;
  onSignedIn: () => void;
  onForgot: () => void;
}

/** Sign in with a username, email or mobile number and a password (POST /customer/login/v2). */
export function PasswordSignIn({ initialUserName = "", onSignedIn, onForgot }: PasswordSignInProps) {
  const login = useLogin();
  const { start, throttled } = useAuthStart();
  const [userName, setUserName] = useState(initialUserName);
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<FlowError | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const errors = {
      userName: userName.trim() ? null : "Enter your username, email or mobile number",
      password: password ? null : "Enter your password",
    };
    setFieldErrors(errors);
    if (errors.userName || errors.password) return;
    start("login", () =>
      login.mutate(
        { userName: userName.trim(), password },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(signInError(result));
            // Spec §8: an answer without a userId is a refused sign-in.
            if (!result.data.userId) return setError({ message: MESSAGES.signInNoUser, detail: null, rateLimited: false });
            authStore.getState().signIn(userFromLogin(result.data), true);
            onSignedIn();
          },
          onError: (failure) => setError(signInError(failure)),
        },
      ),
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label="Username, email or mobile number"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={userName}
        onChange={(event) => setUserName(event.target.value)}
        error={fieldErrors.userName}
        maxLength={254}
        autoFocus={!initialUserName}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        autoFocus={Boolean(initialUserName)}
      />
      <div className="-mt-1 flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand underline-offset-2 hover:underline">
          Forgot password?
        </button>
      </div>
      <FlowFeedback error={error} throttled={throttled} />
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending}>
        {login.isPending ? "Signing in…" : "Sign in"}
      </Button>
    </form>
  );
}
