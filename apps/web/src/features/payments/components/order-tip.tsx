import { MESSAGES } from "@forkful/contracts/messages";
import { suggestedTips, type TipType } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import { FormAlert } from "@forkful/ui/form-alert";
import { useEffect, useRef, useState } from "react";
import { TipPicker } from "../../../entities/tip/components/tip-picker";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { type AddTipInput, useAddTip } from "../api/add-tip";
import { useTipPart } from "../api/tip-part";
import { customTipMinor, NO_TIP, type TipChoice, tipChoiceOf } from "../lib/tip-state";

/** A part of a split table bill, tipped by whoever pays it: its own tip, of its own subtotal. */
export interface TippedPart {
  splitId: string;
  subtotal: number;
  tip: number;
  tipType: TipType;
}

export interface OrderTipProps {
  order: Order;
  /** Tip this part of the bill (PUT /order/customer/split-bill/tip) instead of the whole order. */
  part?: TippedPart | null;
  locked: boolean;
}

/**
 * The order's tip, changed on the order itself (PUT /order/v2/customer/add-tip), or a part's of its split bill; the
 * latest choice wins.
 */
export function OrderTip({ order, part = null, locked }: OrderTipProps) {
  const { mutateAsync: addTip } = useAddTip();
  const { mutateAsync: tipPart } = useTipPart();
  const now = part ?? { tip: order.totals.tip, tipType: order.tipType, subtotal: order.totals.subtotal };
  const [choice, setChoice] = useState<TipChoice>(() => tipChoiceOf({ ...now, currency: order.currency }));
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);

  const send = async (input: Omit<AddTipInput, "orderId">) => {
    const mine = ++sequence.current;
    setError(null);
    try {
      const tip = { orderId: order.orderId, ...input };
      const result = await (part ? tipPart({ ...tip, splitId: part.splitId }) : addTip(tip));
      if (mine !== sequence.current) return;
      if (!result.ok) setError(result.message || "The tip could not be changed.");
    } catch {
      if (mine === sequence.current) setError(MESSAGES.tipChangeFailed);
    }
  };

  // A custom amount is sent once the diner stops typing.
  const typed = useDebouncedValue(choice.customTip ? choice.customTipValue : null, 600);
  const lastSent = useRef<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a newly typed amount is sent
  useEffect(() => {
    if (typed === null) return;
    const minor = customTipMinor(typed);
    if (minor === null || minor === lastSent.current || minor === now.tip) return;
    lastSent.current = minor;
    void send({ tip: minor, tipType: "FLATFEE" });
  }, [typed]);

  return (
    <TipPicker
      currency={order.currency}
      suggested={suggestedTips(order.currency, now.subtotal)}
      {...choice}
      disabled={locked}
      onNone={() => {
        setChoice(NO_TIP);
        lastSent.current = null;
        void send({ tip: 0, tipType: "FLATFEE" });
      }}
      onPercent={(percent) => {
        setChoice({ tipType: "PERCENTAGE", tipValue: percent, isAppliedTip: true, customTip: false, customTipValue: "" });
        lastSent.current = null;
        void send({ tip: percent, tipType: "PERCENTAGE" });
      }}
      onCustom={() => setChoice((c) => ({ ...c, customTip: true, tipType: "FLATFEE" }))}
      onCustomValue={(text) =>
        setChoice({ tipType: "FLATFEE", tipValue: customTipMinor(text) ?? 0, isAppliedTip: true, customTip: true, customTipValue: text })
      }
    >
      {error && <FormAlert message={error} className="mt-3" />}
    </TipPicker>
  );
}
