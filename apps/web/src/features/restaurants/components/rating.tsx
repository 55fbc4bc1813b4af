import { StarIcon } from "../../../shared/ui/icons";

export function Rating({ value }: { value: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-stone-800">
      <StarIcon size={16} className="text-amber-500" />
      <span>{value.toFixed(1)}</span>
      <span className="sr-only">out of 5</span>
    </span>
  );
}
