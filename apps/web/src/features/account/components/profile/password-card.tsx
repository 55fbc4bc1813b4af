import { passwordChangeFormSchema } from "@forkful/contracts/auth";
import { FormAlert } from "@forkful/ui/form-alert";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { useZodForm } from "../../../../shared/hooks/use-zod-form";
import { FormActions } from "../../../../shared/ui/form-actions";
import { FormPasswordField } from "../../../../shared/ui/form-fields";
import { NewPasswordFields } from "../../../../shared/ui/new-password-fields";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { cardAction, ProfileCard } from "./profile-card";

/**
 * Set a password (an account signed up by code has none) or change it with the current one. `hasPassword` is what
 * this device knows; when it does not know, the current password is asked for only if there is one.
 */
export function PasswordCard() {
  const hasPassword = useSession().hasPassword;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const title = hasPassword ? "Change password" : "Set a password";

  if (editing) {
    return (
      <PasswordForm
        title={title}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <ProfileCard
      title="Password"
      action={
        <button
          type="button"
          onClick={() => {
            setEditing(true);
            setSaved(false);
          }}
          className={cardAction}
        >
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

interface PasswordFormProps {
  title: string;
  onSaved: () => void;
  onCancel: () => void;
}

/** The current password (when there is one), and the new one twice. */
function PasswordForm({ title, onSaved, onCancel }: PasswordFormProps) {
  const session = useSession();
  const update = useUpdateCustomer();
  const { start, waitSeconds } = useProfileStart();
  const [error, setError] = useState<ProfileError | null>(null);
  const hasPassword = session.hasPassword;
  const form = useZodForm(passwordChangeFormSchema(hasPassword), { current: "", password: "", confirm: "" });

  const onSubmit = form.handleSubmit(({ current, password }) => {
    const customerId = session.customerId;
    if (!customerId) return;
    setError(null);
    start("password", () =>
      update.mutate(
        { customerId, countryCode: "+1", password, ...(current ? { currentPassword: current } : {}) },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result));
            session.updateUser({ hasPassword: true });
            onSaved();
          },
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  });

  return (
    <ProfileCard title={title}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {hasPassword !== false && (
          <FormPasswordField
            control={form.control}
            name="current"
            label="Current password"
            autoComplete="current-password"
            hint={hasPassword === null ? "Leave it empty if you have never set one." : undefined}
            autoFocus
          />
        )}
        <NewPasswordFields control={form.control} autoFocus={hasPassword === false} />
        <FormFeedback error={error} />
        <FormActions label="Save password" pending={update.isPending} waitSeconds={waitSeconds} onCancel={onCancel} />
      </form>
    </ProfileCard>
  );
}
