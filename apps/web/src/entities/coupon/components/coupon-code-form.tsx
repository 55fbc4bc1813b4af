import { Button } from "@forkful/ui/button";
import { inputClasses } from "@forkful/ui/text-field";
import type { FormEvent, ReactNode } from "react";

export interface CouponCodeFormProps {
  inputId: string;
  code: string;
  onCodeChange: (code: string) => void;
  onSubmit: () => void;
  invalid: boolean;
  /** The field and its button are off (a payment is under way). */
  locked?: boolean;
  submitDisabled: boolean;
  submitLabel: string;
}

/** A coupon code typed in capitals and sent with its button: the one field of the checkout's and the payment's coupon. */
export function CouponCodeForm({
  inputId,
  code,
  onCodeChange,
  onSubmit,
  invalid,
  locked = false,
  submitDisabled,
  submitLabel,
}: CouponCodeFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex gap-2" noValidate>
      <label htmlFor={inputId} className="sr-only">
        Coupon code
      </label>
      <input
        id={inputId}
        value={code}
        onChange={(event) => onCodeChange(event.target.value.toUpperCase())}
        placeholder="Coupon code"
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={30}
        disabled={locked}
        aria-invalid={invalid ? true : undefined}
        className={inputClasses(invalid, "h-11 min-w-0 flex-1 uppercase placeholder:normal-case")}
      />
      <Button type="submit" variant="secondary" disabled={locked || submitDisabled}>
        {submitLabel}
      </Button>
    </form>
  );
}

export interface AppliedCouponProps {
  couponCode: string;
  /** The discount, formatted in the order's currency. */
  amount: string;
  testId: string;
  className?: string;
  /** A way to take it off, when there is one. */
  action?: ReactNode;
}

/** The coupon that is on: its code, what it takes off, and (at checkout) Remove. */
export function AppliedCoupon({ couponCode, amount, testId, className = "", action }: AppliedCouponProps) {
  return (
    <p
      className={`flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-2.5 text-sm text-emerald-900 ${className}`}
      data-testid={testId}
    >
      <span className="min-w-0 flex-1">
        <span className="font-bold tracking-wide">{couponCode}</span> applied
      </span>
      <span className="font-semibold whitespace-nowrap tabular-nums">−{amount}</span>
      {action}
    </p>
  );
}
