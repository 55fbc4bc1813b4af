import { STAFF_ROLE_NAMES, TEAM_ROLES } from "@forkful/contracts/staff-tables";
import { type AddStaffMember, addStaffMemberBodySchema } from "@forkful/contracts/staff-team";
import { FormAlert } from "@forkful/ui/form-alert";
import { PasswordField } from "@forkful/ui/password-field";
import { SubmitButton } from "@forkful/ui/submit-button";
import { inputClasses, TextField } from "@forkful/ui/text-field";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { outcomeOf } from "../../../shared/api/call-outcome";
import { useAddMember } from "../api/change-team";

const blank: AddStaffMember = { userName: "", fullName: "", role: "host", password: "" };

/** Adding a member: user name, name, role and a first password (the house's rules); a taken user name is said above. */
export function AddMemberForm() {
  const add = useAddMember();
  const [refusal, setRefusal] = useState<string | null>(null);
  const roleId = useId();
  const form = useForm<AddStaffMember>({ resolver: zodResolver(addStaffMemberBodySchema), defaultValues: blank });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (member) => {
    setRefusal(null);
    const outcome = await outcomeOf(add.mutateAsync(member));
    if (outcome.ok) form.reset(blank);
    else setRefusal(outcome.message);
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Add a member" className="grid gap-3 md:grid-cols-2">
      {refusal && (
        <div className="md:col-span-2">
          <FormAlert message={refusal} />
        </div>
      )}
      <TextField label="Full name" autoComplete="off" error={errors.fullName?.message} {...form.register("fullName")} />
      <TextField label="User name" autoComplete="off" error={errors.userName?.message} {...form.register("userName")} />
      <div>
        <label htmlFor={roleId} className="mb-1.5 block text-sm font-semibold text-stone-800">
          Role
        </label>
        <select id={roleId} className={inputClasses(false, "h-12 w-full")} {...form.register("role")}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
      </div>
      <PasswordField label="First password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
      <div className="md:col-span-2">
        <SubmitButton pending={add.isPending} label="Add to the team" pendingLabel="Adding…" />
      </div>
    </form>
  );
}
