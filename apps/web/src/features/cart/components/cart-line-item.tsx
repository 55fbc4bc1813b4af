import type { Currency } from "@forkful/contracts/constants";
import { NOTE_LIMITS } from "@forkful/contracts/form-texts";
import { formatMoney } from "@forkful/contracts/money";
import { useId, useState } from "react";
import { describeOptions } from "../../../entities/order/components/order-line-list";
import { NoteField } from "../../../shared/ui/note-field";
import { type CartItem, maxQuantity } from "../stores/cart-lines";
import { LineStepper } from "./line-stepper";

export interface CartLineItemProps {
  line: CartItem;
  currency: Currency;
  /** Why the line cannot be ordered as it is (sold out, only N left), from the availability check. */
  problem?: string | null;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  onComment: (comment: string) => void;
}

/** One cart line: the dish and its choices, its note, − quantity +, its amount and Remove. */
export function CartLineItem({ line, currency, problem, onIncrement, onDecrement, onRemove, onComment }: CartLineItemProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(line.comment);
  const noteId = useId();
  const options = describeOptions(line.options);

  const save = () => {
    onComment(draft.trim());
    setEditing(false);
  };

  return (
    <li className="py-4" data-testid="cart-line">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-stone-900">{line.itemName}</p>
          {options && <p className="mt-0.5 text-sm text-stone-600">{options}</p>}
          {line.quantity > 1 && <p className="mt-0.5 text-sm text-stone-500 tabular-nums">{formatMoney(line.price, currency)} each</p>}
          {problem && (
            <p role="alert" className="mt-1.5 inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              {problem}
            </p>
          )}
        </div>
        <p className="shrink-0 pt-0.5 font-bold text-stone-900 tabular-nums">{formatMoney(line.subTotal, currency)}</p>
      </div>

      {editing ? (
        <div className="mt-3">
          <NoteField
            id={noteId}
            label="Note for the kitchen"
            value={draft}
            limit={NOTE_LIMITS.itemNote}
            rows={2}
            placeholder="No onions, sauce on the side…"
            onChange={setDraft}
          />
          <div className="mt-2 flex gap-2">
            <button type="button" onClick={save} className="h-9 rounded-lg bg-stone-900 px-3 text-sm font-semibold text-white">
              Save note
            </button>
            <button
              type="button"
              onClick={() => {
                setDraft(line.comment);
                setEditing(false);
              }}
              className="h-9 rounded-lg px-3 text-sm font-semibold text-stone-700 hover:bg-stone-100"
            >
              Cancel
            </button>
          </div>
        </div>
      ) : (
        line.comment && <p className="mt-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700 italic">“{line.comment}”</p>
      )}

      <div className="mt-3 flex items-center gap-2">
        <LineStepper
          name={line.itemName}
          value={line.quantity}
          max={maxQuantity(line)}
          onIncrement={onIncrement}
          onDecrement={onDecrement}
        />
        <div className="flex-1" />
        {!editing && (
          <button
            type="button"
            onClick={() => {
              setDraft(line.comment);
              setEditing(true);
            }}
            className="h-9 rounded-lg px-2.5 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            {line.comment ? "Edit note" : "Add note"}
          </button>
        )}
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${line.itemName}`}
          className="h-9 rounded-lg px-2.5 text-sm font-semibold text-red-700 hover:bg-red-50"
        >
          Remove
        </button>
      </div>
    </li>
  );
}
