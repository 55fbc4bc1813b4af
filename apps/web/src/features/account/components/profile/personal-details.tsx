import type { UserDetail } from "@forkful/contracts/customers";
import { personalDetailsFormSchema } from "@forkful/contracts/customers";
import { FormFeedback } from "@forkful/ui/form-feedback";
import { type FormEvent, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { useZodForm } from "../../../../shared/hooks/use-zod-form";
import { FormActions } from "../../../../shared/ui/form-actions";
import { FormTextField } from "../../../../shared/ui/form-fields";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { cardAction, DetailRow, ProfileCard } from "./profile-card";

/** Full name, username and email: shown, and edited together (PUT /api/v2/customers). */
export function PersonalDetails({ profile }: { profile: UserDetail }) {
  const [editing, setEditing] = useState(false);
  if (editing) return <PersonalDetailsForm profile={profile} onClose={() => setEditing(false)} />;
  return (
    <ProfileCard
      title="Personal details"
      action={
        <button type="button" onClick={() => setEditing(true)} className={cardAction} aria-label="Edit personal details">
          Edit
        </button>
      }
    >
      <dl className="divide-y divide-stone-100">
        <DetailRow label="Full name" value={profile.fullName} />
        <DetailRow label="Username" value={profile.userName} />
        <DetailRow label="Email" value={profile.email} />
      </dl>
    </ProfileCard>
  );
}

type Values = { fullName: string; userName: string; email: string };

/** Nothing typed differs from the profile (an empty username keeps the one there is). */
const unchanged = (values: Values, profile: UserDetail) =>
  values.fullName.trim() === profile.fullName &&
  (!values.userName.trim() || values.userName.trim().toLowerCase() === profile.userName) &&
  values.email.trim().toLowerCase() === (profile.email ?? "");

/** The three fields, saved together; only what changed is sent. */
function PersonalDetailsForm({ profile, onClose }: { profile: UserDetail; onClose: () => void }) {
  const session = useSession();
  const update = useUpdateCustomer();
  const { start, waitSeconds } = useProfileStart();
  const [error, setError] = useState<ProfileError | null>(null);
  const form = useZodForm(personalDetailsFormSchema, {
    fullName: profile.fullName,
    userName: profile.userName ?? "",
    email: profile.email ?? "",
  });

  const save = form.handleSubmit(({ fullName, userName, email }) => {
    const customerId = session.customerId;
    if (!customerId) return;
    const changes = {
      ...(fullName !== profile.fullName ? { fullName } : {}),
      ...(userName && userName !== profile.userName ? { userName } : {}),
      ...((email ?? "") !== (profile.email ?? "") ? { email } : {}),
    };
    setError(null);
    start("details", () =>
      update.mutate(
        { customerId, countryCode: "+1", ...changes },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result));
            const details = result.data.customerDetails;
            session.updateUser({ name: details.fullName, email: details.email, mobilePhone: details.mobilePhone });
            setError(null);
            onClose();
          },
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  });
  const onSubmit = (event: FormEvent) => {
    if (!session.customerId) return event.preventDefault();
    if (!unchanged(form.getValues(), profile)) return save(event);
    event.preventDefault();
    onClose();
  };

  return (
    <ProfileCard title="Personal details">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormTextField control={form.control} name="fullName" label="Full name" autoComplete="name" maxLength={80} autoFocus />
        <FormTextField
          control={form.control}
          name="userName"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          hint="Sign in with it once you have a password. Letters, digits, dots, dashes and underscores."
          maxLength={32}
        />
        <FormTextField control={form.control} name="email" label="Email" type="email" autoComplete="email" maxLength={254} />
        <FormFeedback error={error} />
        <FormActions label="Save details" pending={update.isPending} waitSeconds={waitSeconds} onCancel={onClose} />
      </form>
    </ProfileCard>
  );
}
