import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "./button";

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/** A failed load: the spec's text (default "Please Try Again") and a Retry button. */
export function ErrorState({ message = MESSAGES.menuLoadFailed, onRetry }: ErrorStateProps) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <div className="flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-2xl text-brand" aria-hidden="true">
        !
      </div>
      <p className="text-lg font-semibold text-stone-900">{message}</p>
      {onRetry && <Button onClick={onRetry}>Retry</Button>}
    </div>
  );
}
