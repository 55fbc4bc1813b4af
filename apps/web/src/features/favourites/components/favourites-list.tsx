import type { FavouriteItem, FavouriteRestaurant } from "@forkful/contracts/favourites";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { buttonClasses } from "@forkful/ui/button";
import { cn } from "@forkful/ui/cn";
import { ErrorState } from "@forkful/ui/error-state";
import { HeartIcon } from "@forkful/ui/icons";
import { Shimmer } from "@forkful/ui/shimmer";
import { Link } from "react-router";
import { useSession } from "../../../shared/hooks/use-session";
import { useFavourites } from "../api/get-favourites";
import { FavouriteHeart } from "./favourite-heart";

const restaurantPath = (r: Pick<FavouriteRestaurant, "merchantType" | "locationSlug">) => `/${r.merchantType}/${r.locationSlug}`;
const dishPath = (d: FavouriteItem) => `${restaurantPath(d)}/menu/${d.menuType}/itemDetails?item=${d.itemId}`;

/** The account's Favorites: the diner's restaurants and dishes, each opening its page, each removable by its heart. */
export function FavouritesList() {
  const session = useSession();
  const favourites = useFavourites(session.customerId);
  if (favourites.isPending) return <Shimmer cards={2} />;
  if (favourites.isError) return <ErrorState onRetry={() => favourites.refetch()} />;
  const { restaurants } = favourites.data;
  const dishes = Object.values(favourites.data.items).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  if (restaurants.length === 0 && dishes.length === 0) return <NoFavourites />;
  return (
    <div className="space-y-8">
      {restaurants.length > 0 && (
        <FavouritesGroup id="favourite-restaurants" title="Restaurants">
          {restaurants.map((r) => (
            <FavouriteRow key={r.locationId} image={r.logo} title={r.name} to={restaurantPath(r)} lines={[r.city, r.address]}>
              <FavouriteHeart locationId={r.locationId} name={r.name} look="card" />
            </FavouriteRow>
          ))}
        </FavouritesGroup>
      )}
      {dishes.length > 0 && (
        <FavouritesGroup id="favourite-dishes" title="Dishes">
          {dishes.map((d) => (
            <FavouriteRow
              key={d.itemId}
              image={d.image}
              title={d.name}
              to={dishPath(d)}
              lines={[`${formatMoney(d.price, d.currency as "USD" | "INR")} · ${d.restaurantName}`]}
              unavailable={!d.available}
            >
              <FavouriteHeart locationId={d.locationId} itemId={d.itemId} name={d.name} look="card" />
            </FavouriteRow>
          ))}
        </FavouritesGroup>
      )}
    </div>
  );
}

/** A titled list of favourites (the restaurants, the dishes). */
function FavouritesGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2">{children}</ul>
    </section>
  );
}

interface FavouriteRowProps {
  image: string | null;
  title: string;
  to: string;
  lines: string[];
  unavailable?: boolean;
  children: React.ReactNode;
}

function FavouriteRow({ image, title, to, lines, unavailable = false, children }: FavouriteRowProps) {
  return (
    <li className={cn("flex items-center gap-3 rounded-2xl border border-stone-200 bg-white p-3", unavailable && "bg-stone-50")}>
      {image ? (
        <img src={image} alt="" className={cn("h-16 w-16 shrink-0 rounded-xl object-cover", unavailable && "opacity-60 grayscale")} />
      ) : (
        <span className="h-16 w-16 shrink-0 rounded-xl bg-brand/15" />
      )}
      <div className={cn("min-w-0 flex-1", unavailable && "text-stone-500")}>
        <Link to={to} className={cn("block truncate font-bold hover:underline", unavailable ? "text-stone-500" : "text-stone-900")}>
          {title}
        </Link>
        {lines.map((line) => (
          <p key={line} className="truncate text-sm text-stone-600">
            {line}
          </p>
        ))}
        {unavailable && <p className="text-xs font-semibold text-stone-500">Not on the menu right now</p>}
      </div>
      {children}
    </li>
  );
}

function NoFavourites() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
      <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <HeartIcon size={26} />
      </div>
      <p className="text-lg font-semibold text-stone-900">{MESSAGES.noFavourites}</p>
      <p className="text-sm text-stone-600">Tap the heart on a dish or on a restaurant's page and it will be kept here.</p>
      <Link to="/" className={buttonClasses("secondary", "md", "mt-3")}>
        Browse restaurants
      </Link>
    </div>
  );
}
