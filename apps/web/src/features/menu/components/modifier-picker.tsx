import type { Currency } from "@forkful/contracts/constants";
import type { Modifier } from "@forkful/contracts/menu";
import { formatMoney } from "@forkful/contracts/money";
import { cn } from "@forkful/ui/cn";
import { useId } from "react";
import { canChoose, chosen, describeRule, modifierError, type Selection, toggleOption } from "./modifier-selection";

export interface ModifierPickerProps {
  modifiers: readonly Modifier[];
  selection: Selection;
  onChange: (selection: Selection) => void;
  currency: Currency;
  /** Show rule violations (after the diner tried to go on, or always). */
  showErrors?: boolean;
}

/**
 * Choices of an item: radio buttons for a single choice, checkboxes otherwise (further choices disabled at the
 * maximum), a required marker when at least one choice is needed and a message when a rule is not met.
 */
export function ModifierPicker({ modifiers, selection, onChange, currency, showErrors = true }: ModifierPickerProps) {
  const baseId = useId();
  return (
    <div className="divide-y divide-stone-200">
      {modifiers.map((modifier) => {
        const picked = chosen(selection, modifier.modifierId);
        const error = showErrors ? modifierError(modifier, picked.length) : null;
        const single = modifier.maxChoices === 1;
        const ruleId = `${baseId}-${modifier.modifierId}-rule`;
        const errorId = `${baseId}-${modifier.modifierId}-error`;
        return (
          <fieldset key={modifier.modifierId} aria-describedby={error ? `${ruleId} ${errorId}` : ruleId} className="px-4 py-4 md:px-6">
            <legend className="float-left flex w-full items-baseline justify-between gap-3">
              <span className="text-base font-bold text-stone-900">{modifier.name}</span>
              {modifier.minChoices >= 1 ? (
                <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">Required</span>
              ) : (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">Optional</span>
              )}
            </legend>
            <p id={ruleId} className="clear-both pt-0.5 text-sm text-stone-600">
              {describeRule(modifier)}
            </p>
            {error && (
              <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
                {error}
              </p>
            )}
            <ul className="mt-3 space-y-1">
              {modifier.options.map((option) => {
                const checked = picked.includes(option.modifierOptionId);
                const disabled = !canChoose(selection, modifier, option.modifierOptionId);
                return (
                  <li key={option.modifierOptionId}>
                    <label
                      className={cn(
                        "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand",
                        checked ? "border-brand bg-brand/5" : "border-stone-200 hover:bg-stone-50",
                        disabled && "cursor-not-allowed opacity-50 hover:bg-transparent",
                      )}
                    >
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={`${baseId}-modifier-${modifier.modifierId}`}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => onChange(toggleOption(selection, modifier, option.modifierOptionId))}
                        onClick={() => {
                          // A checked radio fires no change; clicking it again clears an optional single choice.
                          if (single && checked && modifier.minChoices === 0)
                            onChange(toggleOption(selection, modifier, option.modifierOptionId));
                        }}
                        className="h-5 w-5 shrink-0 accent-[var(--brand)]"
                      />
                      <span className="flex-1 text-sm text-stone-900">{option.optionName}</span>
                      {option.price !== 0 && (
                        <span className="text-sm text-stone-600 tabular-nums">+{formatMoney(option.price, currency)}</span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        );
      })}
    </div>
  );
}
