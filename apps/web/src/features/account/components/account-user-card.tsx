import { formatMobile } from "@forkful/contracts/phone";
import { Button } from "@forkful/ui/button";
import { UserIcon } from "@forkful/ui/icons";
import type { Session } from "../../../shared/hooks/use-session";
import { initialsOf } from "../../../shared/ui/account-button";

/** Who is signed in (name, mobile, guest badge), or the way to sign in. */
export function AccountUserCard({ session }: { session: Session }) {
  if (session.kind === "guest") {
    return (
      <div className="rounded-2xl bg-brand/10 p-4">
        <div className="flex items-center gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand" aria-hidden="true">
            <UserIcon />
          </span>
          <div className="min-w-0">
            <p className="font-bold text-stone-900">You're not signed in</p>
            <p className="text-sm text-stone-700">Sign in to see your profile, favourites and orders.</p>
          </div>
        </div>
        <Button className="mt-3 w-full" onClick={() => session.openSignIn()}>
          Sign in
        </Button>
      </div>
    );
  }
  return (
    <div className="flex items-center gap-3 p-2">
      <span
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand text-base font-bold text-on-brand"
        aria-hidden="true"
      >
        {initialsOf(session.name)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-base font-bold text-stone-900">{session.name || "Your account"}</p>
        <p className="truncate text-sm text-stone-600">
          {session.mobilePhone ? formatMobile(session.mobilePhone) : session.email}
          {session.kind === "guestSignedIn" && (
            <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">Guest</span>
          )}
        </p>
      </div>
    </div>
  );
}
