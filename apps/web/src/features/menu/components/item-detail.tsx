import type { Currency } from "@forkful/contracts/constants";
import type { MenuItem } from "@forkful/contracts/menu";
import { MESSAGES } from "@forkful/contracts/messages";
import { formatMoney } from "@forkful/contracts/money";
import { Button } from "@forkful/ui/button";
import { type ReactNode, useId, useState } from "react";
import { PanelDialog } from "../../../shared/ui/panel-dialog";
import { DIET_LABELS, DietMarker } from "./diet-marker";
import { isSoldOut, stockNote } from "./menu-sections";
import { ModifierPicker } from "./modifier-picker";
import { clampQuantity, defaultSelection, evaluateSelection, type SelectionSummary } from "./modifier-selection";
import { QuantityStepper } from "./quantity-stepper";

/** What the diner chose on the item page: the dish, its options and how many. */
export interface ItemChoice {
  item: MenuItem;
  options: SelectionSummary["options"];
  quantity: number;
}

export interface ItemDetailProps {
  item: MenuItem;
  currency: Currency;
  onClose: () => void;
  /** Adds the choice to the cart; true when it was added (the page then closes). Without it, ordering is not open. */
  onAdd?: (choice: ItemChoice) => Promise<boolean> | boolean;
  /** Beside the price: the favourite heart, composed by the page. */
  action?: ReactNode;
}

/** One dish: its picture and story, its choices, a quantity and the live price, and Add to cart. */
export function ItemDetail({ item, currency, onClose, onAdd, action }: ItemDetailProps) {
  const [selection, setSelection] = useState(() => defaultSelection(item.modifiers));
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const summary = evaluateSelection(item, selection, quantity);
  const soldOut = isSoldOut(item);
  const note = stockNote(item);
  const noteId = useId();
  const canAdd = Boolean(onAdd) && summary.valid && !soldOut && !adding;

  async function add() {
    if (!onAdd || !canAdd) return;
    setAdding(true);
    try {
      if (await onAdd({ item, options: summary.options, quantity: summary.quantity })) onClose();
    } finally {
      setAdding(false);
    }
  }

  const hint = !onAdd
    ? summary.valid
      ? MESSAGES.orderingOpensSoon
      : `${MESSAGES.modifierRequired} · ${MESSAGES.orderingOpensSoon}`
    : soldOut
      ? null
      : summary.valid
        ? null
        : MESSAGES.modifierRequired;

  const footer = (
    <div className="space-y-2">
      <div className="flex items-center gap-3">
        <QuantityStepper
          value={summary.quantity}
          onChange={(q) => setQuantity(clampQuantity(q, item))}
          max={clampQuantity(Number.MAX_SAFE_INTEGER, item)}
        />
        <Button
          size="lg"
          className="min-w-0 flex-1 justify-between px-3 text-[15px] whitespace-nowrap sm:px-4"
          disabled={!canAdd}
          aria-describedby={hint ? noteId : undefined}
          onClick={add}
        >
          <span>{soldOut ? "Sold out" : "Add to cart"}</span>
          <span className="tabular-nums" data-testid="item-total">
            {formatMoney(summary.total, currency)}
          </span>
        </Button>
      </div>
      {hint && (
        <p id={noteId} className="text-center text-sm text-stone-600">
          {hint}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        Total {formatMoney(summary.total, currency)}
      </p>
    </div>
  );

  return (
    <PanelDialog title={item.itemName} onClose={onClose} footer={footer}>
      {item.media && (
        <img src={item.media.url} alt={item.itemName} className="aspect-[16/9] w-full bg-stone-100 object-cover md:aspect-[5/2]" />
      )}
      <div className="space-y-2 px-4 py-4 md:px-6">
        <div className="flex flex-wrap items-center gap-2">
          <DietMarker diet={item.diet} />
          <span className="text-sm text-stone-600">{DIET_LABELS[item.diet]}</span>
          {note && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{note}</span>}
        </div>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xl font-extrabold tabular-nums text-stone-900">{formatMoney(item.price, currency)}</p>
          {action}
        </div>
        <p className="text-sm leading-relaxed text-stone-700">{item.description}</p>
        {summary.options.length > 0 && (
          <p className="text-sm text-stone-600">
            With {summary.options.map((o) => o.option.optionName).join(", ")}:{" "}
            <span className="font-semibold tabular-nums">{formatMoney(summary.unitPrice, currency)}</span> each
          </p>
        )}
      </div>
      {item.modifiers.length > 0 && (
        <div className="border-t border-stone-200">
          <ModifierPicker modifiers={item.modifiers} selection={selection} onChange={setSelection} currency={currency} />
        </div>
      )}
    </PanelDialog>
  );
}
