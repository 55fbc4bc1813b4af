import { AVAILABILITY_TEXTS, STOCK_MAX } from "@forkful/contracts/menu-availability";
import { Button } from "@forkful/ui/button";
import { type FormEvent, useId, useState } from "react";

/** A dish's stock: a count, or empty when it is not counted. Saved with its button (or Enter). */
export function StockField({
  name,
  stock,
  busy,
  onSave,
}: {
  name: string;
  stock: number | null;
  busy: boolean;
  onSave: (stock: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(stock === null ? "" : String(stock));
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const value = trimmed === "" ? null : Number(trimmed);
    if (value !== null && (!Number.isInteger(value) || value < 0 || value > STOCK_MAX)) return setError(AVAILABILITY_TEXTS.stock);
    setError(null);
    onSave(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        Stock
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Not counted"
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        className="h-11 w-32 rounded-xl border border-stone-300 px-3 text-base"
      />
      <Button type="submit" variant="secondary" disabled={busy} aria-label={`Save the stock of ${name}`}>
        Save
      </Button>
      {error && (
        <p id={`${id}-error`} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
