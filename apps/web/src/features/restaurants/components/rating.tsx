import { FEEDBACK_TEXTS } from "@forkful/contracts/feedback";
import { StarIcon } from "@forkful/ui/icons";

/** "4.3 · 12 ratings", "4.0 · 1 rating", or "New" while nobody has rated the restaurant. */
export function ratingWords(rating: number, count: number): { stars: string | null; count: string } {
  if (count <= 0) return { stars: null, count: FEEDBACK_TEXTS.noRatings };
  return { stars: rating.toFixed(1), count: `${count} ${count === 1 ? "rating" : "ratings"}` };
}

/** The restaurant's rating from its diners' feedback, with how many gave it. */
export function Rating({ value, count }: { value: number; count: number }) {
  const words = ratingWords(value, count);
  if (words.stars === null)
    return (
      <span className="inline-flex items-center rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800">
        {words.count}
      </span>
    );
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-stone-800">
      <StarIcon size={16} className="text-amber-500" />
      <span>{words.stars}</span>
      <span className="sr-only">out of 5,</span>
      <span className="font-normal text-stone-600">· {words.count}</span>
    </span>
  );
}
