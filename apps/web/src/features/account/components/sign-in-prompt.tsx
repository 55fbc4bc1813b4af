import { MESSAGES } from "@forkful/contracts/messages";
import { Button } from "@forkful/ui/button";
import { LockIcon } from "@forkful/ui/icons";
import { useSession } from "../../../shared/hooks/use-session";

/** What a signed-out diner sees on an account page that needs an account. */
export function SignInPrompt({ body }: { body: string }) {
  const session = useSession();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
      <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <LockIcon size={26} />
      </div>
      <p className="text-lg font-semibold text-stone-900">{MESSAGES.signInForAccount}</p>
      <p className="text-sm text-stone-600">{body}</p>
      <Button size="lg" className="mt-3" onClick={() => session.openSignIn()}>
        Sign in
      </Button>
      <button
        type="button"
        onClick={() => session.openSignIn({ view: "guest" })}
        className="mt-1 text-sm font-semibold text-stone-700 underline-offset-2 hover:underline"
      >
        Continue as guest
      </button>
    </div>
  );
}
