import { MESSAGES } from "@forkful/contracts/messages";
import { suggestedTips } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "../../../shared/hooks/use-debounced-value";
import { FormAlert } from "../../../shared/ui/form-alert";
import { TipPicker } from "../../../shared/ui/tip-picker";
import { type AddTipInput, useAddTip } from "../api/add-tip";
import { customTipMinor, NO_TIP, type TipChoice, tipChoiceOf } from "../lib/tip-state";

export interface OrderTipProps {
  order: Order;
  locked: boolean;
}

/** The order's tip, changed on the order itself (PUT /order/v2/customer/add-tip); the latest choice wins. */
export function OrderTip({ order, locked }: OrderTipProps) {
  const { mutateAsync: addTip } = useAddTip();
  const [choice, setChoice] = useState<TipChoice>(() => tipChoiceOf(order));
  const [error, setError] = useState<string | null>(null);
  const sequence = useRef(0);

  const send = async (input: Omit<AddTipInput, "orderId">) => {
    const mine = ++sequence.current;
    setError(null);
    try {
      const result = await addTip({ orderId: order.orderId, ...input });
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
    if (minor === null || minor === lastSent.current || minor === order.totals.tip) return;
    lastSent.current = minor;
    void send({ tip: minor, tipType: "FLATFEE" });
  }, [typed]);

  return (
    <TipPicker
      currency={order.currency}
      suggested={suggestedTips(order.currency, order.totals.subtotal)}
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
