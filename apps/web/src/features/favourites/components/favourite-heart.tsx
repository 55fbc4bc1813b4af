import { cn } from "@forkful/ui/cn";
import { HeartIcon } from "@forkful/ui/icons";
import { type FavouriteTarget, useFavourite } from "./use-favourite";

export interface FavouriteHeartProps extends FavouriteTarget {
  /** The dish's or restaurant's name, for the button's label. */
  name: string;
  /** "card": small, over a menu card's corner; "button": the round bordered button of a page's header. */
  look?: "card" | "button";
  className?: string;
}

/** The heart that keeps a dish or a restaurant among the diner's favourites (aria-pressed says whether it is kept). */
export function FavouriteHeart({ locationId, itemId, name, look = "button", className }: FavouriteHeartProps) {
  const { kept, pending, toggle } = useFavourite({ locationId, itemId });
  return (
    <button
      type="button"
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        toggle();
      }}
      aria-pressed={kept}
      aria-label={kept ? `Remove ${name} from favourites` : `Save ${name} to favourites`}
      className={cn(
        "flex shrink-0 items-center justify-center rounded-full transition focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none",
        look === "card"
          ? "h-9 w-9 bg-white/95 shadow-sm ring-1 ring-stone-200 hover:bg-white"
          : "h-10 w-10 border border-stone-300 bg-white hover:bg-stone-50",
        kept ? "text-brand" : "text-stone-600",
        className,
      )}
    >
      <HeartIcon filled={kept} size={look === "card" ? 18 : 20} className={cn(pending && "animate-pulse")} />
    </button>
  );
}

/** A small filled heart on a restaurant's card in the lists when the diner keeps it; nothing otherwise. */
export function FavouriteMark({ locationId, name }: { locationId: number; name: string }) {
  const { kept } = useFavourite({ locationId });
  if (!kept) return null;
  return (
    <span
      role="img"
      aria-label={`${name} is one of your favourites`}
      className="flex h-7 w-7 items-center justify-center rounded-full bg-white/95 text-brand shadow-sm"
    >
      <HeartIcon filled size={16} />
    </span>
  );
}
