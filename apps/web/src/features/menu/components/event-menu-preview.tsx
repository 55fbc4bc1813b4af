import type { Currency } from "@forkful/contracts/constants";
import type { MenuType } from "@forkful/contracts/merchants";
import { formatMoney } from "@forkful/contracts/money";
import { Spinner } from "@forkful/ui/spinner";
import { useEventMenu } from "../api/get-event-menu";

export interface EventMenuPreviewProps {
  locationId: number;
  eventSlug: string;
  menuType: MenuType;
}

/** An event's dishes with their prices, read through the event menu call (an event page shows them before ordering). */
export function EventMenuPreview({ locationId, eventSlug, menuType }: EventMenuPreviewProps) {
  const { data, isPending, isError } = useEventMenu({ locationId, eventSlug, orderType: menuType });
  if (isPending) return <Spinner />;
  if (isError) return <p className="text-sm text-stone-600">The event menu could not be read. Try again in a moment.</p>;
  return (
    <ul className="grid gap-x-6 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      {data.menu.map((item) => (
        <li key={item.itemId} className="flex items-baseline justify-between gap-3 border-b border-stone-100 py-1.5 last:border-0">
          <span className="text-stone-900">{item.itemName}</span>
          <span className="shrink-0 text-sm font-semibold text-stone-700">{formatMoney(item.price, data.currency as Currency)}</span>
        </li>
      ))}
    </ul>
  );
}
