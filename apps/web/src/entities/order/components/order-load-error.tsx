import { MESSAGES } from "@forkful/contracts/messages";
import { Button, buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";
import { useSession } from "../../../shared/hooks/use-session";

export interface OrderLoadErrorProps {
  /** The order's query that failed: its error, and how to ask again. */
  query: { error: unknown; refetch: () => unknown };
  /** Where "Back to the menu" goes when there is no such order. */
  menuPath: string;
}

/**
 * Why an order page could not show its order: another account's (403; a guest is offered to sign in), no such order
 * (400/404), or a failure to retry.
 */
export function OrderLoadError({ query, menuPath }: OrderLoadErrorProps) {
  const session = useSession();
  const onSignIn = session.kind === "guest" ? () => session.openSignIn() : undefined;
  const status = errorStatus(query.error);
  if (status === 403)
    return (
      <EmptyState title={MESSAGES.orderOfAnotherAccount} action={onSignIn ? <Button onClick={onSignIn}>Sign in</Button> : undefined} />
    );
  if (status === 400 || status === 404) {
    return (
      <EmptyState
        title={MESSAGES.orderNotFound}
        action={
          <Link to={menuPath} className={buttonClasses("secondary")}>
            Back to the menu
          </Link>
        }
      />
    );
  }
  return <ErrorState onRetry={() => query.refetch()} />;
}
