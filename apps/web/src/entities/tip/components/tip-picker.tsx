import type { Currency } from "@forkful/contracts/constants";
import { formatMoney, toMinorUnits } from "@forkful/contracts/money";
import { MAX_ORDER_AMOUNT, tipTooLargeText } from "@forkful/contracts/money-limits";
import { Chip } from "@forkful/ui/chip";
import { TextField } from "@forkful/ui/text-field";
import { type ReactNode, useId } from "react";
import { CheckoutSection } from "../../order/components/checkout-section";

export interface TipPickerProps {
  currency: Currency;
  /** The server's suggestions for this cart (percent and amount). */
  suggested: readonly { percent: number; amount: number }[];
  tipType: "FLATFEE" | "PERCENTAGE";
  tipValue: number;
  isAppliedTip: boolean;
  customTip: boolean;
  customTipValue: string;
  onNone: () => void;
  onPercent: (percent: number) => void;
  onCustom: (on: boolean) => void;
  onCustomValue: (text: string) => void;
  /** The tip cannot change now (a payment is under way). */
  disabled?: boolean;
  /** The largest tip the order can take (minor units): a larger custom amount is shown as an error as it is typed. */
  maxTip?: number;
  /** Below the chips: the outcome of a change (an error). */
  children?: ReactNode;
}

/** A tip for the team: none, one of the suggested percentages, or an amount of the diner's own. */
export function TipPicker(props: TipPickerProps) {
  const { currency, suggested, tipType, tipValue, isAppliedTip, customTip, customTipValue, disabled = false } = props;
  const { maxTip = MAX_ORDER_AMOUNT } = props;
  const customId = useId();
  const typed = Number.parseFloat(customTipValue.replace(",", "."));
  const tooLarge = customTip && Number.isFinite(typed) && toMinorUnits(typed) > maxTip;
  const none = !customTip && !isAppliedTip;
  return (
    <CheckoutSection title="Tip" description="All of it goes to the restaurant's team.">
      {/* Phones: one row that scrolls sideways, so the tip takes one line and the ways to pay below it stay in view
          above a docked Pay button; wider screens wrap the chips. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle chips, one pressed at a time */}
      <div
        role="group"
        aria-label="Tip"
        className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:pb-0"
      >
        <Chip selected={none} onClick={props.onNone} disabled={disabled}>
          No tip
        </Chip>
        {suggested.map((tip) => (
          <Chip
            key={tip.percent}
            selected={!customTip && isAppliedTip && tipType === "PERCENTAGE" && tipValue === tip.percent}
            onClick={() => props.onPercent(tip.percent)}
            disabled={disabled}
          >
            {tip.percent}% · {formatMoney(tip.amount, currency)}
          </Chip>
        ))}
        <Chip selected={customTip} onClick={() => props.onCustom(true)} disabled={disabled}>
          Custom
        </Chip>
      </div>
      {customTip && (
        <TextField
          id={customId}
          label={`Tip amount (${currency})`}
          inputMode="decimal"
          value={customTipValue}
          placeholder="0.00"
          maxLength={8}
          autoFocus
          disabled={disabled}
          className="mt-3 max-w-48"
          error={tooLarge ? tipTooLargeText(maxTip, currency) : null}
          onChange={(event) => props.onCustomValue(event.target.value.replace(/[^\d.,]/g, ""))}
        />
      )}
      {props.children}
    </CheckoutSection>
  );
}
