import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Spinner } from "@forkful/ui/spinner";
import { useSupportRequests } from "../api/get-support-requests";
import { SupportRequestCard } from "./support-request-card";

/** The diners' support requests of the restaurant, open ones first (as the server sorts them), each to answer. */
export function SupportInbox() {
  const requests = useSupportRequests();
  const open = requests.data?.filter((request) => request.state === "open").length ?? 0;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">Support requests</h1>
        {requests.data && (
          <p className="text-sm text-stone-700">
            {open === 0 ? "Nothing is waiting for an answer." : `${open} waiting for an answer.`} New requests appear here as diners send
            them.
          </p>
        )}
      </div>
      {requests.isPending ? (
        <Spinner label="Loading the support requests" />
      ) : requests.isError ? (
        <ErrorState message={MESSAGES.genericFailure} onRetry={() => requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title="No support requests yet" body="When a diner asks for help, their question appears here for you to answer." />
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.data.map((request) => (
            <li key={request.id}>
              <SupportRequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
