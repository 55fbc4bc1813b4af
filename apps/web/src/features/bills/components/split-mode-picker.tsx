import type { SplitMode } from "@forkful/contracts/tabs";

const MODES: { mode: SplitMode; title: string; hint: string }[] = [
  { mode: "diner", title: "By diner", hint: "Each pays for their dishes" },
  { mode: "equal", title: "Equal parts", hint: "The bill in even shares" },
  { mode: "items", title: "By dishes", hint: "Choose who pays for what" },
];

/** By diner, Equal parts or By dishes: one radio group of three cards. */
export function SplitModePicker({ value, onChange }: { value: SplitMode; onChange: (mode: SplitMode) => void }) {
  return (
    <fieldset className="mt-3">
      <legend className="sr-only">How to split</legend>
      <div className="grid grid-cols-3 gap-2">
        {MODES.map((m) => (
          <label
            key={m.mode}
            className="flex cursor-pointer flex-col rounded-xl border border-stone-300 bg-white p-2.5 text-center has-checked:border-brand has-checked:bg-brand/10 has-checked:ring-1 has-checked:ring-brand has-focus-visible:ring-2 has-focus-visible:ring-brand"
          >
            <input
              type="radio"
              name="split-mode"
              value={m.mode}
              className="sr-only"
              checked={value === m.mode}
              onChange={() => onChange(m.mode)}
            />
            <span className="text-sm font-bold text-stone-900">{m.title}</span>
            <span className="mt-0.5 hidden text-xs text-stone-600 @sm:block">{m.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
