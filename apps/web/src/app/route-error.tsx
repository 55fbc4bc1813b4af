import { MESSAGES } from "@forkful/contracts/messages";
import { ErrorState } from "@forkful/ui/error-state";
import { useRouteError } from "react-router";
import { isChunkLoadError } from "./lazy-page";

/**
 * The error boundary of the routes: a page that failed to render or load shows "Please Try Again" (spec §8,
 * menu and restaurant load), a script chunk that failed shows the chunk load text; Retry reloads the page.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isChunkLoadError(error)) console.error(error);
  return (
    <main className="min-h-dvh bg-stone-50 pt-16">
      <ErrorState
        message={isChunkLoadError(error) ? MESSAGES.chunkLoadFailed : MESSAGES.menuLoadFailed}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
