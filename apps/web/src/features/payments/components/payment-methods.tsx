import { cn } from "@forkful/ui/cn";
import { CreditCardIcon, MapPinIcon, ReceiptIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import type { MethodId, PaymentOption } from "../lib/payment-options";

export interface PaymentMethodsProps {
  options: readonly PaymentOption[];
  value: MethodId;
  onChange: (id: MethodId) => void;
  /** Nothing may change while a payment is on its way. */
  disabled?: boolean;
  /** What the chosen way to pay shows beneath the choices (the card form, the QR…). */
  panel?: ReactNode;
}

function OptionIcon({ id }: { id: MethodId }) {
  if (id === "pos") return <MapPinIcon size={20} />;
  if (id === "link" || id === "qr") return <ReceiptIcon size={20} />;
  return <CreditCardIcon size={20} />;
}

/**
 * "How would you like to pay?": one radio per way to pay (arrow keys move between them, as in any radio group), then
 * the chosen one's panel. The choices stay together above the panel, so a card form never pushes the last of them down
 * under a phone's docked Pay button.
 */
export function PaymentMethods({ options, value, onChange, disabled = false, panel }: PaymentMethodsProps) {
  return (
    <fieldset className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5" disabled={disabled}>
      <legend className="float-left mb-3 w-full text-lg font-bold text-stone-900">How would you like to pay?</legend>
      <div className="clear-both space-y-2">
        {options.map((option) => {
          const checked = option.id === value;
          const inputId = `pay-${option.id}`;
          return (
            <div
              key={option.id}
              className={cn(
                "rounded-xl border transition",
                checked ? "border-brand bg-brand/5 ring-1 ring-brand" : "border-stone-200",
                option.disabled && "opacity-60",
              )}
            >
              <label
                htmlFor={inputId}
                className={cn(
                  "flex items-center gap-3 px-3.5 py-3",
                  option.disabled ? "cursor-not-allowed" : "cursor-pointer",
                  "has-[:focus-visible]:rounded-xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand",
                )}
              >
                <input
                  id={inputId}
                  type="radio"
                  name="payment-method"
                  value={option.id}
                  checked={checked}
                  disabled={option.disabled}
                  onChange={() => onChange(option.id)}
                  className="h-5 w-5 shrink-0 accent-[var(--brand)]"
                />
                <span className={cn("shrink-0", checked ? "text-brand" : "text-stone-500")} aria-hidden="true">
                  <OptionIcon id={option.id} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-stone-900">{option.label}</span>
                  <span className="block text-sm text-stone-600">{option.detail}</span>
                </span>
              </label>
            </div>
          );
        })}
      </div>
      {panel && (
        <div
          className="mt-3 rounded-xl border border-brand bg-brand/5 px-3.5 pt-3 pb-3.5 ring-1 ring-brand"
          data-testid="payment-method-panel"
        >
          {panel}
        </div>
      )}
    </fieldset>
  );
}
