import { ErrorState } from "@forkful/ui/error-state";
import { Shimmer } from "@forkful/ui/shimmer";
import { useSession } from "../../../../shared/hooks/use-session";
import { useProfile } from "../../api/get-profile";
import { MobileNumber } from "./mobile-number";
import { PasswordCard } from "./password-card";
import { PersonalDetails } from "./personal-details";
import { PromotionsToggle } from "./promotions-toggle";
import { WalletCard } from "./wallet-card";

/** The profile: wallet, personal details, mobile number, password and promotions. */
export function ProfileSection() {
  const session = useSession();
  const query = useProfile(session.customerId);
  if (query.isPending) return <Shimmer cards={2} />;
  if (query.isError) return <ErrorState onRetry={() => query.refetch()} />;
  const profile = query.data;
  return (
    <div className="space-y-4">
      {session.kind === "guestSignedIn" && (
        <div className="rounded-2xl border border-brand/30 bg-brand/5 p-4 text-sm text-stone-800">
          <p className="font-semibold text-stone-900">You're using Forkful as a guest</p>
          <p className="mt-1">
            Sign in with your mobile number to turn these details into an account. Your history as a guest stays with it.
          </p>
          <button
            type="button"
            onClick={() => session.openSignIn()}
            className="mt-2 font-semibold text-brand underline-offset-2 hover:underline"
          >
            Create an account
          </button>
        </div>
      )}
      <WalletCard amount={profile.walletAmount} mobilePhone={profile.phoneNumber} />
      <PersonalDetails profile={profile} />
      <MobileNumber phoneNumber={profile.phoneNumber} />
      {session.kind === "signedIn" && <PasswordCard />}
      <PromotionsToggle profile={profile} />
    </div>
  );
}
