import { BOOKING_REFUSALS } from "@forkful/contracts/booking-texts";
import type { TableDetails } from "@forkful/contracts/floor";
import { cn } from "@forkful/ui/cn";
import { CheckIcon, UserIcon } from "@forkful/ui/icons";
import { formatSeatedTime, partyText } from "../lib/seated-time";

type Session = NonNullable<TableDetails["session"]>;

/** The diner's own party is the table's session: who sits here (it is them) and since when. */
export function SeatedParty({ session, timeZone }: { session: Session; timeZone: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-950">
      <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-emerald-600 text-white">
        <CheckIcon size={18} />
      </span>
      <div>
        <p className="font-semibold">You're seated at this table</p>
        <p className="text-sm">
          {partyText(session.fullName, session.guestCount)} · since {formatSeatedTime(session.seatedAt, timeZone)}
        </p>
        <p className="mt-1 text-sm">Order from the menu: it comes to this table.</p>
      </div>
    </div>
  );
}

/** Whether anyone sits at the table now, never who. */
export function TableOccupancy({ occupied, className }: { occupied: boolean; className?: string }) {
  return (
    <div
      className={cn(
        "flex items-center gap-3 rounded-2xl px-4 py-3",
        occupied ? "bg-amber-50 text-amber-950" : "bg-stone-100 text-stone-900",
        className,
      )}
    >
      <span
        className={cn(
          "flex h-8 w-8 shrink-0 items-center justify-center rounded-full",
          occupied ? "bg-amber-200 text-amber-900" : "bg-white text-stone-700",
        )}
      >
        <UserIcon size={18} />
      </span>
      <div>
        <p className="font-semibold">{occupied ? "Occupied" : "Free now"}</p>
        <p className="text-sm">{occupied ? BOOKING_REFUSALS.tableTaken : "Check in to sit here and order from your phone."}</p>
      </div>
    </div>
  );
}

/** The restaurant does not check diners in online: the table's menu is still there, the host seats the party. */
export function NoOnlineCheckin() {
  return (
    <div role="status" className="rounded-2xl bg-stone-100 px-4 py-3 text-stone-900">
      <p className="font-semibold">{BOOKING_REFUSALS.checkinClosed}</p>
      <p className="text-sm text-stone-700">Please ask the host to seat you. You can still see the menu.</p>
    </div>
  );
}
