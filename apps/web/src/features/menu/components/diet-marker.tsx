import type { Diet } from "@forkful/contracts/menu";
import { cn } from "@forkful/ui/cn";

export const DIET_LABELS: Record<Diet, string> = { veg: "Vegetarian", "non-veg": "Non-vegetarian", vegan: "Vegan" };

/** The food-label square: a green dot for veg, a brown triangle for non-veg, a leaf for vegan. */
export function DietMarker({ diet, className }: { diet: Diet; className?: string }) {
  const colour = diet === "non-veg" ? "border-red-800 text-red-800" : "border-green-700 text-green-700";
  return (
    <span
      role="img"
      aria-label={DIET_LABELS[diet]}
      title={DIET_LABELS[diet]}
      className={cn("inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-[3px] border-[1.5px] bg-white", colour, className)}
    >
      <svg viewBox="0 0 10 10" width="8" height="8" aria-hidden="true">
        {diet === "veg" && <circle cx="5" cy="5" r="4" fill="currentColor" />}
        {diet === "non-veg" && <path d="M5 1 9.2 9H.8z" fill="currentColor" />}
        {diet === "vegan" && <path d="M9 1C3 1 1 4 1.5 8.5 3 5 5.5 3.5 8 3 5.5 4.5 3.8 6.5 2.6 9.2 7.5 9.5 9 6 9 1z" fill="currentColor" />}
      </svg>
    </span>
  );
}
