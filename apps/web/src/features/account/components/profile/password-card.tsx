import { AUTH_TEXTS, passwordSchema } from "@forkful/contracts/auth";
import { MESSAGES } from "@forkful/contracts/messages";
import { type FormEvent, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { Button } from "../../../../shared/ui/button";
import { FormAlert } from "../../../../shared/ui/form-alert";
import { PasswordField } from "../../../../shared/ui/password-field";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { cardAction, ProfileCard, SaveFeedback } from "./profile-card";

/**
 * Set a password (an account signed up by code has none) or change it with the current one. `hasPassword` is what
 * this device knows; when it does not know, the current password is asked for only if there is one.
 */
export function PasswordCard() {
  const session = useSession();
  const update = useUpdateCustomer();
  const { start, throttled } = useProfileStart();
  const [editing, setEditing] = useState(false);
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | null>>({});
  const [error, setError] = useState<ProfileError | null>(null);
  const [saved, setSaved] = useState(false);
  const hasPassword = session.hasPassword;

  function open(next: boolean) {
    setEditing(next);
    setCurrent("");
    setPassword("");
    setConfirm("");
    setFieldErrors({});
    setError(null);
    if (next) setSaved(false);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const customerId = session.customerId;
    if (!customerId) return;
    const strength = passwordSchema.safeParse(password);
    const errors = {
      current: hasPassword && !current ? "Enter your current password" : null,
      password: strength.success ? null : (strength.error.issues[0]?.message ?? AUTH_TEXTS.passwordWeak),
      confirm: confirm === password ? null : MESSAGES.passwordsDiffer,
    };
    setFieldErrors(errors);
    if (Object.values(errors).some(Boolean)) return;
    start("password", () =>
      update.mutate(
        { customerId, countryCode: "+1", password, ...(current ? { currentPassword: current } : {}) },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result));
            session.updateUser({ hasPassword: true });
            open(false);
            setSaved(true);
          },
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  }

  const title = hasPassword ? "Change password" : "Set a password";
  if (!editing) {
    return (
      <ProfileCard
        title="Password"
        action={
          <button type="button" onClick={() => open(true)} className={cardAction}>
            {title}
          </button>
        }
      >
        <p className="text-sm text-stone-600">
          {hasPassword
            ? "You can sign in with your mobile number, email or username and your password, or with a code."
            : "Set a password to sign in with your mobile number, email or username as well as with a code."}
        </p>
        {saved && <FormAlert tone="success" className="mt-3" message="Password saved. You can sign in with it now." />}
      </ProfileCard>
    );
  }

  return (
    <ProfileCard title={title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {hasPassword !== false && (
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={(event) => setCurrent(event.target.value)}
            error={fieldErrors.current}
            hint={hasPassword === null ? "Leave it empty if you have never set one." : undefined}
            autoFocus
          />
        )}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          hint={AUTH_TEXTS.passwordWeak}
          error={fieldErrors.password}
          autoFocus={hasPassword === false}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          error={fieldErrors.confirm}
        />
        <SaveFeedback error={error} throttled={throttled} />
        <div className="flex gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save password"}
          </Button>
          <Button variant="ghost" onClick={() => open(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
