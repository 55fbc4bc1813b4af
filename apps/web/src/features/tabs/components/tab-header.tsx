import type { Order } from "@forkful/contracts/orders";
import type { Tab } from "@forkful/contracts/tabs";
import { cn } from "@forkful/ui/cn";
import { TableIcon } from "@forkful/ui/icons";
import { tabCountText } from "../lib/tab-rounds";

const STATE_WORDS: Record<Tab["state"], { label: string; tone: string }> = {
  open: { label: "Open tab", tone: "bg-emerald-100 text-emerald-900" },
  settling: { label: "Bill split: paying", tone: "bg-amber-100 text-amber-900" },
  closed: { label: "Paid and closed", tone: "bg-stone-200 text-stone-800" },
};

/** The tab's heading: the table and its section, the order's number, how many rounds and diners, and its state. */
export interface TabHeaderProps {
  order: Pick<Order, "orderNumber" | "branchName" | "statusLabel">;
  tab: Tab;
  /** The table's section by name (the floor's), once known. */
  sectionName: string | null;
}

export function TabHeader({ order, tab, sectionName }: TabHeaderProps) {
  const state = STATE_WORDS[tab.state];
  return (
    <header className="space-y-1">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Your table's tab</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{tab.selectedTableName}</h1>
        <span className={cn("rounded-full px-2.5 py-0.5 text-xs font-semibold", state.tone)} data-testid="tab-state">
          {state.label}
        </span>
        <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700" data-testid="order-status">
          {order.statusLabel}
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-stone-600">
        {sectionName && (
          <span className="inline-flex items-center gap-1">
            <TableIcon size={14} />
            {sectionName}
          </span>
        )}
        <span>Order #{order.orderNumber}</span>
        <span aria-hidden="true">·</span>
        {/* A round the restaurant voided is no longer one of the tab's. */}
        <span>{tabCountText(tab.rounds.filter((r) => !r.voided).length, tab.diners.length)}</span>
      </p>
      <p className="text-sm text-stone-500">{order.branchName}</p>
    </header>
  );
}
