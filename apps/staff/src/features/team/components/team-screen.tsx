import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useTeam } from "../api/get-team";
import { AddMemberForm } from "./add-member-form";
import { MemberRow } from "./member-row";

/** The restaurant's team (a manager): its accounts with role, on or off, a password reset and history; adding one. */
export function TeamScreen() {
  const team = useTeam();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Team</h1>
      <section aria-label="Add a member" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="mb-3 text-lg font-bold text-stone-900">Add a member</h2>
        <AddMemberForm />
      </section>
      {team.isPending ? (
        <Spinner label="Loading the team" />
      ) : team.isError ? (
        <ErrorState message={MESSAGES.genericFailure} onRetry={() => team.refetch()} />
      ) : team.data.staff.length === 0 ? (
        <EmptyState title="No staff yet" body="Add the first member above." />
      ) : (
        <ul aria-label="The team" className="flex flex-col gap-2">
          {team.data.staff.map((member) => (
            <MemberRow key={member.id} member={member} />
          ))}
        </ul>
      )}
    </div>
  );
}
