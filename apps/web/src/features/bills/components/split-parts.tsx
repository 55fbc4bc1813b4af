import type { Order } from "@forkful/contracts/orders";
import type { Tab } from "@forkful/contracts/tabs";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { useUndoSplit } from "../api/split-bill";
import { partPathOf, partReceiptPathOf, type TabPlace } from "../lib/bill-paths";
import { canUndoSplit, ownPartFirst } from "../lib/parts-order";
import { SplitPartCard } from "./split-part-card";

const MODE_WORDS = { diner: "by diner", equal: "in equal parts", items: "by dishes" } as const;

export interface SplitPartsProps {
  order: Order;
  tab: Tab;
  place: TabPlace;
}

/** The bill as split: every part (the caller's own first), each paid on its own; Undo split while nothing is paid. */
export function SplitParts({ order, tab, place }: SplitPartsProps) {
  const undo = useUndoSplit();
  const tableToken = useTableToken(order.tableId);
  const [problem, setProblem] = useState<string | null>(null);
  const parts = ownPartFirst(tab.splits, tab.youDinerId);
  const quantities = new Map(order.items.map((item) => [item.lineId, item.quantity]));
  const paidCount = tab.splits.filter((s) => s.state === "paid").length;
  return (
    <section aria-labelledby="split-parts-title" className="@container space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="split-parts-title" className="text-lg font-bold text-stone-900">
            The bill, split {tab.splitMode ? MODE_WORDS[tab.splitMode] : ""}
          </h2>
          <p className="text-sm text-stone-600">
            {paidCount} of {tab.splits.length} parts paid
          </p>
        </div>
        {canUndoSplit(tab.splits) && (
          <Button
            variant="ghost"
            size="sm"
            disabled={undo.isPending}
            onClick={() =>
              undo.mutate(
                { orderId: order.orderId, ...(tableToken ? { tableToken } : {}) },
                { onSuccess: (result) => setProblem(result.ok ? null : result.message) },
              )
            }
          >
            Undo split
          </Button>
        )}
      </div>
      {problem && <FormAlert message={problem} />}
      <div className="grid gap-3 @xl:grid-cols-2">
        {parts.map((split) => (
          <SplitPartCard
            key={split.splitId}
            split={split}
            currency={order.currency}
            quantities={quantities}
            yours={tab.youDinerId !== null && split.dinerId === tab.youDinerId}
            payPath={partPathOf(place, split.splitId)}
            receiptPath={partReceiptPathOf(place, split.splitId)}
          />
        ))}
      </div>
    </section>
  );
}
