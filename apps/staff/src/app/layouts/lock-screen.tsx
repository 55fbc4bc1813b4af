import { Button } from "@forkful/ui/button";
import { SignInForm } from "../../features/sign-in/components/sign-in-form";
import type { StaffSession } from "../../shared/api/staff-session";

/**
 * The screen of a device left idle: nothing of the restaurant shows until the signed-in person gives their password
 * again (a new session), or someone signs them out to sign in as themselves.
 */
export function LockScreen({ session, onSignOut }: { session: StaffSession; onSignOut: () => void }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-stone-900 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <h1 className="text-xl font-bold text-stone-900">Locked</h1>
        <p className="mb-4 text-sm text-stone-600">
          {session.staff.name} was signed in here. Enter the password to go on, or sign out so someone else can sign in.
        </p>
        <SignInForm userName={session.userName} />
        <Button variant="ghost" className="mt-3 w-full" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </main>
  );
}
