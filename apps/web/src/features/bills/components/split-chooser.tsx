import type { Order } from "@forkful/contracts/orders";
import type { SplitMode, Tab } from "@forkful/contracts/tabs";
import { Button } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { useState } from "react";
import { useTableToken } from "../../../entities/table/hooks/use-table-token";
import { useSplitBill } from "../api/split-bill";
import { buildSplitRequest, type SplitChoice, splitChoiceProblem } from "../lib/split-request";
import { DinerChoice } from "./diner-choice";
import { ItemsChoice } from "./items-choice";
import { PartsStepper } from "./parts-stepper";
import { SplitModePicker } from "./split-mode-picker";

export interface SplitChooserProps {
  order: Order;
  tab: Tab;
  /** Cancelled, or split: back to the bill. */
  onDone: () => void;
}

/** Split the bill by diner, in equal parts or by dishes; submitted, the tab shows its parts. */
export function SplitChooser({ order, tab, onDone }: SplitChooserProps) {
  const [mode, setMode] = useState<SplitMode>(tab.diners.length > 1 ? "diner" : "equal");
  const [shared, setShared] = useState<number[]>([]);
  const [equalParts, setEqualParts] = useState(Math.max(2, tab.diners.length));
  const [items, setItems] = useState<{ parts: number; assignments: Record<number, readonly number[]> }>({
    parts: 2,
    assignments: {},
  });
  const [problem, setProblem] = useState<string | null>(null);
  const split = useSplitBill();
  // A bill is split at its table (decision 028): the table's code goes with it.
  const tableToken = useTableToken(order.tableId);

  const choice: SplitChoice =
    mode === "diner"
      ? { mode, sharedLineIds: shared }
      : mode === "equal"
        ? { mode, parts: equalParts }
        : { mode, parts: items.parts, assignments: items.assignments };
  const blocked = mode === "diner" && tab.diners.length < 2;

  const submit = () => {
    const local = splitChoiceProblem(choice, order.items);
    setProblem(local);
    if (local) return;
    split.mutate(
      { ...buildSplitRequest(order.orderId, choice, order.items), ...(tableToken ? { tableToken } : {}) },
      {
        onSuccess: (result) => {
          setProblem(result.ok ? null : result.message);
          if (result.ok) onDone();
        },
      },
    );
  };

  return (
    <section aria-labelledby="split-chooser-title" className="@container rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <h2 id="split-chooser-title" className="text-lg font-bold text-stone-900">
        Split the bill
      </h2>
      <SplitModePicker
        value={mode}
        onChange={(next) => {
          setMode(next);
          setProblem(null);
        }}
      />
      <div className="mt-4">
        {mode === "diner" && <DinerChoice items={order.items} diners={tab.diners} shared={shared} onChange={setShared} />}
        {mode === "equal" && <PartsStepper value={equalParts} onChange={setEqualParts} />}
        {mode === "items" && (
          <ItemsChoice
            items={order.items}
            parts={items.parts}
            assignments={items.assignments}
            onChange={(parts, assignments) => setItems({ parts, assignments })}
          />
        )}
      </div>
      {problem && <FormAlert className="mt-4" message={problem} />}
      <div className="mt-4 flex flex-col-reverse gap-2 @sm:flex-row @sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button onClick={submit} disabled={blocked || split.isPending}>
          {split.isPending ? "Splitting…" : "Split the bill"}
        </Button>
      </div>
    </section>
  );
}
