import { MESSAGES } from "@forkful/contracts/messages";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";

export interface TabLoadErrorProps {
  error: unknown;
  /** The table's menu: ordering a round there joins its tab. */
  menuPath: string;
  onRetry: () => void;
}

/** Why the tab cannot be shown: you do not dine at it (401/403: order to join), no such order, or a failure to retry. */
export function TabLoadError({ error, menuPath, onRetry }: TabLoadErrorProps) {
  const status = errorStatus(error);
  const join = (
    <Link to={menuPath} className={buttonClasses("primary")}>
      Order to join
    </Link>
  );
  // Signed out (401) or signed in as someone else (403): the same answer, since only the table's diners may read it.
  if (status === 401 || status === 403)
    return <EmptyState title={TAB_REFUSALS.notADiner} body="Order a round at this table to join its tab." action={join} />;
  if (status === 400 || status === 404) return <EmptyState title={MESSAGES.orderNotFound} action={join} />;
  return <ErrorState onRetry={onRetry} />;
}
