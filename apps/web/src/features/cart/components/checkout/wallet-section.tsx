import type { Currency } from "@forkful/contracts/constants";
import { formatMoney } from "@forkful/contracts/money";
import { TextField } from "@forkful/ui/text-field";
import { useEffect, useId, useState } from "react";
import { CheckoutSection } from "../../../../entities/order/components/checkout-section";
import { useDebouncedValue } from "../../../../shared/hooks/use-debounced-value";

export interface WalletSectionProps {
  currency: Currency;
  /** The diner's wallet balance usable on this order (the server's walletBalance), minor units. */
  balance: number;
  /** The most the wallet may pay: the balance or the order's total before the wallet, whichever is less. */
  maxUsable: number;
  on: boolean;
  /** The amount in use, minor units. */
  amount: number;
  onChange: (on: boolean, amount?: number) => void;
}

const majorText = (minor: number) => (minor / 100).toFixed(2);

/** "12.5" → 1250, clamped to 0…max; null while it is not an amount. */
export function walletAmountOf(text: string, max: number): number | null {
  if (!text.trim()) return 0;
  const major = Number.parseFloat(text.replace(",", "."));
  if (!Number.isFinite(major) || major < 0) return null;
  return Math.min(Math.round(major * 100), max);
}

/** Use my wallet balance: all of what it can pay, or a part the diner types (never above the balance or the total). */
export function WalletSection({ currency, balance, maxUsable, on, amount, onChange }: WalletSectionProps) {
  const checkboxId = useId();
  const [text, setText] = useState(() => majorText(amount));
  const [editing, setEditing] = useState(false);
  // The amount changed elsewhere (clamped to a smaller total, turned on): show it.
  useEffect(() => {
    if (!editing) setText(majorText(amount));
  }, [amount, editing]);

  const typed = useDebouncedValue(text, 500);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly typed amount is sent
  useEffect(() => {
    if (!editing || !on) return;
    const minor = walletAmountOf(typed, maxUsable);
    if (minor !== null && minor !== amount) onChange(true, minor);
  }, [typed]);

  const typedMinor = walletAmountOf(text, Number.POSITIVE_INFINITY);
  const error = typedMinor === null ? "Enter an amount" : typedMinor > maxUsable ? `At most ${formatMoney(maxUsable, currency)}` : null;
  return (
    <CheckoutSection title="Wallet" description={`Your balance: ${formatMoney(balance, currency)}`}>
      <label htmlFor={checkboxId} className="flex cursor-pointer items-center gap-2.5 text-stone-900">
        <input
          id={checkboxId}
          type="checkbox"
          checked={on}
          onChange={(event) => onChange(event.target.checked, maxUsable)}
          className="h-5 w-5 accent-[var(--brand)]"
        />
        <span className="font-medium">Use my wallet balance ({formatMoney(balance, currency)})</span>
      </label>
      {on && (
        <TextField
          label={`Amount to use (${currency})`}
          inputMode="decimal"
          value={text}
          maxLength={10}
          className="mt-3 max-w-56"
          hint={`Up to ${formatMoney(maxUsable, currency)}`}
          error={error}
          onFocus={() => setEditing(true)}
          onBlur={() => {
            setEditing(false);
            const minor = walletAmountOf(text, maxUsable);
            if (minor !== null) onChange(true, minor);
            setText(majorText(minor ?? amount));
          }}
          onChange={(event) => setText(event.target.value.replace(/[^\d.,]/g, ""))}
        />
      )}
    </CheckoutSection>
  );
}
