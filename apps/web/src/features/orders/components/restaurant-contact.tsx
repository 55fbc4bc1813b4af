import { formatMobile } from "@forkful/contracts/phone";
import { MapPinIcon, PhoneIcon } from "@forkful/ui/icons";

export interface RestaurantContactProps {
  name: string;
  address?: string;
  phone: string;
}

/** How to reach the restaurant about the order: its address and a number to call. */
export function RestaurantContact({ name, address, phone }: RestaurantContactProps) {
  return (
    <section aria-label="Restaurant contact" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
      <h2 className="text-lg font-bold text-stone-900">{name}</h2>
      {address && (
        <p className="mt-1 flex items-start gap-2 text-sm text-stone-600">
          <MapPinIcon size={16} className="mt-0.5 shrink-0" /> {address}
        </p>
      )}
      <a
        href={`tel:${phone}`}
        className="mt-3 inline-flex h-11 items-center gap-2 rounded-xl border border-stone-300 bg-white px-4 text-sm font-semibold text-stone-900 hover:bg-stone-50"
      >
        <PhoneIcon size={18} /> Call {formatMobile(phone)}
      </a>
    </section>
  );
}
