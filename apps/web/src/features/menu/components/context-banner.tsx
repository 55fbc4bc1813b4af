import { MONTH_NAMES, WEEKDAY_NAMES } from "@forkful/contracts/constants";
import type { MenuData } from "@forkful/contracts/menu";
import { CalendarIcon, TableIcon } from "@forkful/ui/icons";
import { formatClock } from "../../../entities/restaurant/lib/opening-hours";

/** "Saturday, 20 December 2025" for a YYYY-MM-DD date, whatever the diner's zone. */
export function formatEventDate(ymd: string): string {
  const [y, m, d] = ymd.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return `${WEEKDAY_NAMES[date.getUTCDay()]}, ${d} ${MONTH_NAMES[m - 1]} ${y}`;
}

/** The table the menu orders for: its name and section when the page knows them ("Table 4 · Patio"), else its QR id. */
export function TableBanner({ tableId, label, orderId }: { tableId: string; label?: string | null; orderId?: string }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-brand/30 bg-brand/5 px-4 py-3">
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand text-on-brand">
        <TableIcon size={20} />
      </span>
      <div>
        <p className="font-bold text-stone-900">{label ?? `Table ${tableId}`}</p>
        <p className="text-sm text-stone-600">
          {orderId ? "Ordering more: it goes on your table's tab" : "Dining in: your order goes to this table"}
        </p>
      </div>
    </div>
  );
}

export function EventBanner({ event }: { event: NonNullable<MenuData["event"]> }) {
  return (
    <section aria-label="Event" className="rounded-2xl border border-brand/30 bg-brand/5 px-4 py-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
          <CalendarIcon size={20} />
        </span>
        <div className="min-w-0">
          <p className="text-lg font-bold text-stone-900">{event.name}</p>
          <p className="text-sm font-medium text-stone-700">{formatEventDate(event.eventDate)}</p>
          {event.description && <p className="mt-1 text-sm text-stone-600">{event.description}</p>}
        </div>
      </div>
      {event.eventOrderSlot.length > 0 && (
        <div className="mt-3">
          <h3 className="text-sm font-semibold text-stone-800">Order slots</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {event.eventOrderSlot.map((slot) => (
              <li key={slot.id} className="rounded-full border border-stone-300 bg-white px-3 py-1 text-sm text-stone-800">
                {slot.label} · {formatClock(slot.startsAt)} – {formatClock(slot.endsAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
