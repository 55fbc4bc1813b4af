import { AVAILABILITY_TEXTS, SOLD_OUT_SPANS, type SoldOutSpan } from "@forkful/contracts/menu-availability";
import { Button } from "@forkful/ui/button";

const time = new Intl.DateTimeFormat(undefined, { weekday: "short", hour: "numeric", minute: "2-digit" });

/**
 * A dish's or an option's sold-out switch: offered, it asks for how long ("Today" / "Until I turn it back on");
 * sold out, it says until when and turns it back on.
 */
export function SoldOutSwitch({
  name,
  soldOut,
  busy,
  onChange,
}: {
  name: string;
  soldOut: { until: string | null } | null;
  busy: boolean;
  onChange: (span: SoldOutSpan | null) => void;
}) {
  if (soldOut)
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-red-100 px-3 py-1 text-sm font-semibold text-red-800">
          Sold out {soldOut.until ? `until ${time.format(new Date(soldOut.until))}` : "until turned back on"}
        </span>
        <Button variant="secondary" disabled={busy} onClick={() => onChange(null)} aria-label={`Turn ${name} back on`}>
          Turn back on
        </Button>
      </div>
    );
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Mark {name} sold out</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-stone-700">
        Sold out:
      </span>
      {SOLD_OUT_SPANS.map((span) => (
        <Button
          key={span}
          variant="secondary"
          disabled={busy}
          onClick={() => onChange(span)}
          aria-label={`Mark ${name} sold out: ${AVAILABILITY_TEXTS.spanLabel[span]}`}
        >
          {AVAILABILITY_TEXTS.spanLabel[span]}
        </Button>
      ))}
    </fieldset>
  );
}
