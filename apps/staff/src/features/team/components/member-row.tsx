import { STAFF_ROLE_NAMES, TEAM_ROLES, type TeamRole } from "@forkful/contracts/staff-tables";
import type { StaffMember } from "@forkful/contracts/staff-team";
import { Button } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { FormAlert } from "@forkful/ui/form-alert";
import { inputClasses } from "@forkful/ui/text-field";
import { useId, useState } from "react";
import { type CallOutcome, outcomeOf } from "../../../shared/api/call-outcome";
import { HistoryDisclosure, StaffHistoryList } from "../../../shared/ui/staff-history";
import { useResetPassword, useUpdateMember } from "../api/change-team";
import { useMemberHistory } from "../api/get-team";
import { newPassword } from "./team-words";

function MemberHistory({ staffId }: { staffId: string }) {
  return <StaffHistoryList history={useMemberHistory(staffId)} />;
}

/** One member: role (changed in place), turned off or on, a new password shown once, and their history. */
export function MemberRow({ member }: { member: StaffMember }) {
  const update = useUpdateMember();
  const reset = useResetPassword();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shownPassword, setShownPassword] = useState<string | null>(null);
  const roleId = useId();
  const pending = update.isPending || reset.isPending;
  const settle = async <T,>(call: Promise<CallOutcome<T>>) => {
    setRefusal(null);
    const outcome = await call;
    if (!outcome.ok) setRefusal(outcome.message);
    return outcome.ok;
  };
  const resetPassword = async () => {
    const password = newPassword();
    if (await settle(outcomeOf(reset.mutateAsync({ staffId: member.id, password })))) setShownPassword(password);
  };
  return (
    <li className={cn("flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3", member.disabled && "bg-stone-100")}>
      <div className="flex flex-wrap items-center gap-3">
        <div className="mr-auto">
          <h2 className="text-base font-bold text-stone-900">
            {member.fullName}
            {member.disabled && <span className="ml-2 rounded bg-stone-300 px-2 py-0.5 text-xs font-semibold">Turned off</span>}
          </h2>
          <p className="text-sm text-stone-700">{member.userName}</p>
        </div>
        <label htmlFor={roleId} className="sr-only">
          Role of {member.fullName}
        </label>
        <select
          id={roleId}
          value={member.role}
          disabled={pending}
          className={inputClasses(false, "h-10")}
          onChange={(e) => settle(outcomeOf(update.mutateAsync({ staffId: member.id, role: e.target.value as TeamRole })))}
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {STAFF_ROLE_NAMES[role]}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="secondary"
          disabled={pending}
          onClick={() => settle(outcomeOf(update.mutateAsync({ staffId: member.id, disabled: !member.disabled })))}
        >
          {member.disabled ? "Turn on" : "Turn off"}
        </Button>
        <Button size="sm" variant="ghost" disabled={pending} onClick={resetPassword}>
          Reset password
        </Button>
      </div>
      {refusal && <FormAlert message={refusal} />}
      {shownPassword && (
        <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-950">
          New password for {member.userName}: <code className="font-mono font-bold">{shownPassword}</code> — shown once; give it to them
          now.
        </p>
      )}
      <HistoryDisclosure>
        <MemberHistory staffId={member.id} />
      </HistoryDisclosure>
    </li>
  );
}
