import { DIETS, type Diet } from "@forkful/contracts/menu";
import { Chip } from "@forkful/ui/chip";
import { DIET_LABELS, DietMarker } from "./diet-marker";

const SHORT: Record<Diet, string> = { veg: "Veg", "non-veg": "Non-veg", vegan: "Vegan" };

export interface DietFilterProps {
  value: readonly Diet[];
  onChange: (value: Diet[]) => void;
}

/** Toggle chips for veg, non-veg and vegan; none chosen shows everything. */
export function DietFilter({ value, onChange }: DietFilterProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset
    <div role="group" aria-label="Diet" className="flex gap-2">
      {DIETS.map((diet) => {
        const selected = value.includes(diet);
        return (
          <Chip
            key={diet}
            selected={selected}
            title={DIET_LABELS[diet]}
            onClick={() => onChange(selected ? value.filter((d) => d !== diet) : [...value, diet])}
          >
            <DietMarker diet={diet} />
            {SHORT[diet]}
          </Chip>
        );
      })}
    </div>
  );
}
