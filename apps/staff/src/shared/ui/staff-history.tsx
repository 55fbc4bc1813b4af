import { STAFF_HISTORY_TEXTS, staffActionLabel } from "@forkful/contracts/staff-actions";
import type { StaffAction } from "@forkful/contracts/staff-team";
import { Button } from "@forkful/ui/button";
import { Spinner } from "@forkful/ui/spinner";
import { type ReactNode, useState } from "react";

const when = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A "History" disclosure: what it shows is read only once it is opened (children mount on open). */
export function HistoryDisclosure({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-semibold text-stone-700">{STAFF_HISTORY_TEXTS.title}</summary>
      {open && <div className="mt-2">{children}</div>}
    </details>
  );
}

/** What staff did to one thing, newest first: what, who and when. */
export function StaffHistoryList({
  history,
}: {
  history: { data?: { actions: StaffAction[] }; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  if (history.isPending) return <Spinner label="Loading the history" />;
  if (history.isError || !history.data)
    return (
      <p className="flex items-center gap-2 text-red-700">
        {STAFF_HISTORY_TEXTS.failed}
        <Button size="sm" variant="ghost" onClick={() => history.refetch()}>
          Retry
        </Button>
      </p>
    );
  if (history.data.actions.length === 0) return <p className="text-stone-700">{STAFF_HISTORY_TEXTS.empty}</p>;
  return (
    <ol className="flex flex-col gap-1">
      {history.data.actions.map((action) => (
        <li key={action.id} className="text-stone-800">
          <span className="font-semibold">{staffActionLabel(action.action)}</span> · {action.actor.fullName} ·{" "}
          <time dateTime={action.at}>{when.format(new Date(action.at))}</time>
        </li>
      ))}
    </ol>
  );
}
