import type { UserDetail } from "@forkful/contracts/customers";
import { customerUpdateBodySchema } from "@forkful/contracts/customers";
import { type FormEvent, useState } from "react";
import { useSession } from "../../../../shared/hooks/use-session";
import { Button } from "../../../../shared/ui/button";
import { TextField } from "../../../../shared/ui/text-field";
import { useUpdateCustomer } from "../../api/update-customer";
import { useProfileStart } from "../../hooks/use-profile-start";
import { type ProfileError, profileError } from "../../lib/profile-errors";
import { cardAction, DetailRow, ProfileCard, SaveFeedback } from "./profile-card";

const FIELDS = ["fullName", "userName", "email"] as const;
type Field = (typeof FIELDS)[number];

/** Full name, username and email: shown, and edited together (PUT /api/v2/customers). */
export function PersonalDetails({ profile }: { profile: UserDetail }) {
  const session = useSession();
  const update = useUpdateCustomer();
  const { start, throttled } = useProfileStart();
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<Record<Field, string>>({ fullName: "", userName: "", email: "" });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<ProfileError | null>(null);

  function edit() {
    setValues({ fullName: profile.fullName, userName: profile.userName ?? "", email: profile.email ?? "" });
    setFieldErrors({});
    setError(null);
    setEditing(true);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const customerId = session.customerId;
    if (!customerId) return;
    const changes: { fullName?: string; userName?: string; email?: string | null } = {};
    if (values.fullName.trim() !== profile.fullName) changes.fullName = values.fullName.trim();
    if (values.userName.trim() && values.userName.trim().toLowerCase() !== profile.userName) changes.userName = values.userName.trim();
    if (values.email.trim().toLowerCase() !== (profile.email ?? "")) changes.email = values.email.trim() || null;
    if (Object.keys(changes).length === 0) return setEditing(false);

    const parsed = customerUpdateBodySchema.safeParse({ customerId, countryCode: "+1", ...changes });
    if (!parsed.success) {
      const errors: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (FIELDS.includes(field as Field)) errors[field as Field] ??= issue.message;
      }
      setFieldErrors(errors);
      if (Object.keys(errors).length) return;
    }
    setFieldErrors({});
    start("details", () =>
      update.mutate(
        { customerId, countryCode: "+1", ...changes },
        {
          onSuccess: (result) => {
            if (!result.ok) return setError(profileError(result));
            const details = result.data.customerDetails;
            session.updateUser({ name: details.fullName, email: details.email, mobilePhone: details.mobilePhone });
            setError(null);
            setEditing(false);
          },
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  }

  if (!editing) {
    return (
      <ProfileCard
        title="Personal details"
        action={
          <button type="button" onClick={edit} className={cardAction} aria-label="Edit personal details">
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

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  return (
    <ProfileCard title="Personal details">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Full name"
          autoComplete="name"
          value={values.fullName}
          onChange={set("fullName")}
          error={fieldErrors.fullName}
          maxLength={80}
          autoFocus
        />
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={values.userName}
          onChange={set("userName")}
          error={fieldErrors.userName}
          hint="Sign in with it once you have a password. Letters, digits, dots, dashes and underscores."
          maxLength={32}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={set("email")}
          error={fieldErrors.email}
          maxLength={254}
        />
        <SaveFeedback error={error} throttled={throttled} />
        <div className="flex gap-3">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save details"}
          </Button>
          <Button variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </ProfileCard>
  );
}
