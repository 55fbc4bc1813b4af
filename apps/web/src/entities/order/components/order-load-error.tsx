import { MESSAGES } from "@forkful/contracts/messages";
import { Link } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";
import { Button, buttonClasses } from "../../../shared/ui/button";
import { EmptyState } from "../../../shared/ui/empty-state";
import { ErrorState } from "../../../shared/ui/error-state";

export interface OrderLoadErrorProps {
  error: unknown;
  /** Where "Back to the menu" goes when there is no such order. */
  menuPath: string;
  onRetry: () => void;
  /** Offered when the order is another account's and the diner is a guest. */
  onSignIn?: () => void;
}

/** Why an order page could not show its order: another account's (403), no such order (400/404), or a failure to retry. */
export function OrderLoadError({ error, menuPath, onRetry, onSignIn }: OrderLoadErrorProps) {
  const status = errorStatus(error);
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
  return <ErrorState onRetry={onRetry} />;
}
