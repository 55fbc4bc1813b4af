import { MESSAGES } from "@forkful/contracts/messages";
import { useState } from "react";
import { Link } from "react-router";
import { useSession } from "../../../shared/hooks/use-session";
import { mediaUrl } from "../../../shared/lib/media";
import { buttonClasses } from "../../../shared/ui/button";
import { ErrorState } from "../../../shared/ui/error-state";
import { FormAlert } from "../../../shared/ui/form-alert";
import { HeartIcon } from "../../../shared/ui/icons";
import { Shimmer } from "../../../shared/ui/shimmer";
import { useProfile } from "../api/get-profile";
import { useRestaurantsByIds } from "../api/get-restaurant-by-id";
import { useUpdateProfile } from "../api/update-profile";
import { useProfileStart } from "../hooks/use-profile-start";
import { type ProfileError, profileError } from "../lib/profile-errors";

/** The favourite restaurants of the profile (favRestaurants), each opening its page, each removable. */
export function FavouritesSection() {
  const session = useSession();
  const profile = useProfile(session.customerId);
  const ids = profile.data?.favRestaurants ?? [];
  const restaurants = useRestaurantsByIds(ids);
  const update = useUpdateProfile();
  const { start } = useProfileStart();
  const [error, setError] = useState<ProfileError | null>(null);

  if (profile.isPending) return <Shimmer cards={2} />;
  if (profile.isError) return <ErrorState onRetry={() => profile.refetch()} />;
  if (ids.length === 0) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
        <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
          <HeartIcon size={26} />
        </div>
        <p className="text-lg font-semibold text-stone-900">{MESSAGES.noFavourites}</p>
        <p className="text-sm text-stone-600">Tap the heart on a restaurant's page and it will be kept here.</p>
        <Link to="/" className={buttonClasses("secondary", "md", "mt-3")}>
          Browse restaurants
        </Link>
      </div>
    );
  }

  function remove(locationId: number) {
    const customerId = session.customerId;
    if (!customerId) return;
    start("favourite", () =>
      update.mutate(
        { customerId, favoriteMerchantLocationRequest: { customerId, locationId, isFavorite: false } },
        {
          onSuccess: (result) => setError(result.ok ? null : profileError(result)),
          onError: (failure) => setError(profileError(failure)),
        },
      ),
    );
  }

  return (
    <div className="space-y-4">
      {error && <FormAlert message={error.message} detail={error.detail} />}
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">
        {ids.map((id, index) => {
          const restaurant = restaurants[index]?.data;
          if (!restaurant) {
            return (
              <li key={id} className="h-[5.5rem] rounded-2xl border border-stone-200 bg-white p-3">
                <div className="shimmer h-full rounded-xl" />
              </li>
            );
          }
          const logo = mediaUrl(restaurant.media, "LOGO");
          return (
            <li key={id} className="flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3">
              {logo ? (
                <img src={logo} alt="" className="h-16 w-16 shrink-0 rounded-xl object-cover" />
              ) : (
                <span className="h-16 w-16 shrink-0 rounded-xl bg-brand/15" />
              )}
              <div className="min-w-0 flex-1">
                <Link
                  to={`/${restaurant.merchantType}/${restaurant.locationSlug}`}
                  className="block truncate font-bold text-stone-900 hover:underline"
                >
                  {restaurant.merchantName}
                </Link>
                <p className="truncate text-sm text-stone-600">
                  {restaurant.branchName} · {restaurant.city}
                </p>
                <p className="truncate text-sm text-stone-500">{restaurant.cuisine.join(" · ")}</p>
              </div>
              <button
                type="button"
                onClick={() => remove(restaurant.id)}
                aria-label={`Remove ${restaurant.merchantName} from favourites`}
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-brand hover:bg-brand/10"
              >
                <HeartIcon filled />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
