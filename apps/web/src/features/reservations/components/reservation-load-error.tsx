import { MESSAGES } from "@forkful/contracts/messages";
import { Button, buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { ErrorState } from "@forkful/ui/error-state";
import { Link } from "react-router";
import { errorStatus } from "../../../shared/api/api-client";

export interface ReservationLoadErrorProps {
  error: unknown;
  /** The restaurant's home, offered when there is nothing to show. */
  homePath: string;
  onRetry: () => void;
  /** Offered to a guest when the reservation is someone else's: it may be theirs under their account. */
  onSignIn?: () => void;
}

/** Why the reservation page shows no reservation: someone else's (403), none (400/404), or a failure to retry. */
export function ReservationLoadError({ error, homePath, onRetry, onSignIn }: ReservationLoadErrorProps) {
  const status = errorStatus(error);
  const home = (
    <Link to={homePath} className={buttonClasses("secondary")}>
      Back to the restaurant
    </Link>
  );
  if (status === 403) {
    return (
      <EmptyState
        title={MESSAGES.reservationOfSomeoneElse}
        body="Only the diner who booked it can see or change it. If you booked it with your account, sign in."
        action={onSignIn ? <Button onClick={onSignIn}>Sign in</Button> : home}
      />
    );
  }
  if (status === 400 || status === 404) return <EmptyState title={MESSAGES.reservationNotFound} action={home} />;
  return <ErrorState onRetry={onRetry} />;
}
