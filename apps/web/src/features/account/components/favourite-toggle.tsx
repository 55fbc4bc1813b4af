import { MESSAGES } from "@forkful/contracts/messages";
import { useSession } from "../../../shared/hooks/use-session";
import { cn } from "../../../shared/lib/cn";
import { HeartIcon } from "../../../shared/ui/icons";
import { notifyError } from "../../../shared/ui/toast";
import { useProfile } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";
import { profileError } from "../lib/profile-errors";
import { profileThrottle } from "../lib/profile-throttle";

/**
 * The heart on a restaurant's page: keeps the location among the profile's favourites (PUT /customer/profile/v2
 * favoriteMerchantLocationRequest). A diner who is not signed in is asked to sign in first.
 */
export function FavouriteToggle({ locationId, name }: { locationId: number; name: string }) {
  const session = useSession();
  const profile = useProfile(session.customerId);
  const update = useUpdateProfile();
  const saved = profile.data?.favRestaurants.includes(locationId) ?? false;
  const favourite = update.isPending ? Boolean(update.variables?.favoriteMerchantLocationRequest?.isFavorite) : saved;

  function toggle() {
    const customerId = session.customerId;
    if (!customerId) return session.openSignIn({ reason: MESSAGES.signInForFavourites });
    if (!profile.data || !profileThrottle.tryStart("favourite")) return;
    update.mutate(
      { customerId, favoriteMerchantLocationRequest: { customerId, locationId, isFavorite: !saved } },
      {
        onSuccess: (result) => {
          if (!result.ok) notifyError(profileError(result).message);
        },
        onError: () => notifyError(MESSAGES.profileUpdateFailed),
      },
    );
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favourite}
      aria-label={favourite ? `Remove ${name} from favourites` : `Save ${name} to favourites`}
      className={cn(
        "flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white transition hover:bg-stone-50",
        favourite ? "text-brand" : "text-stone-700",
      )}
    >
      <HeartIcon filled={favourite} className={cn(update.isPending && "animate-pulse")} />
    </button>
  );
}
