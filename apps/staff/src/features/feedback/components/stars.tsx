import { FEEDBACK_LIMITS } from "@forkful/contracts/feedback";
import { cn } from "@forkful/ui/cn";
import { StarIcon } from "@forkful/ui/icons";

/** A rating drawn as stars, read out as "4 of 5 stars". */
export function Stars({ value }: { value: number }) {
  const all = Array.from({ length: FEEDBACK_LIMITS.maxStars }, (_, i) => i < value);
  return (
    <span role="img" aria-label={`${value} of ${FEEDBACK_LIMITS.maxStars} stars`} className="inline-flex gap-0.5">
      {all.map((lit, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the stars are a fixed row
        <StarIcon key={i} size={16} className={cn(lit ? "text-amber-500" : "text-stone-300")} />
      ))}
    </span>
  );
}
