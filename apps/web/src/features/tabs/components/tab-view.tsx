import type { Order } from "@forkful/contracts/orders";
import { TAB_REFUSALS, type Tab } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { PlusIcon } from "@forkful/ui/icons";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { TotalsBreakdown } from "../../../entities/order/components/totals-breakdown";
import { type TablePlace, tabMenuPathOf } from "../../../entities/table/lib/tab-paths";
import { tabRoundsOf } from "../lib/tab-rounds";
import { CallWaiterButton } from "./call-waiter-button";
import { TabHeader } from "./tab-header";
import { TabRoundCard } from "./tab-round-card";

export interface TabViewProps {
  order: Order;
  tab: Tab;
  place: TablePlace;
  sectionName: string | null;
  /** The bill: pay it whole or split it (composed by the page). */
  bill: ReactNode;
}

/**
 * The table order view: the tab round by round with who ordered what and where the kitchen is, its totals, Order more,
 * Call Waiter (while the tab is open or being settled) and the bill.
 */
export function TabView({ order, tab, place, sectionName, bill }: TabViewProps) {
  const rounds = tabRoundsOf(order.items, tab.rounds);
  const open = tab.state === "open";
  const orderMore = (
    <Link to={tabMenuPathOf(place, order.orderId)} className={buttonClasses("primary", "lg", "w-full gap-2")} data-testid="order-more">
      <PlusIcon size={18} />
      Order more
    </Link>
  );
  return (
    <main className="mx-auto max-w-6xl px-4 pt-5 pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-8">
      <div className="space-y-4">
        <TabHeader order={order} tab={tab} sectionName={sectionName} />
        {rounds.length === 0 ? (
          <EmptyState title="No rounds yet" body="Dishes ordered at this table show here, round by round." />
        ) : (
          <section className="space-y-3" aria-label="Rounds">
            {rounds.map((round) => (
              <TabRoundCard key={round.sortOrder} round={round} currency={order.currency} timeZone={order.timeZone} />
            ))}
          </section>
        )}
        <section aria-label="Totals" className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
          <TotalsBreakdown totals={order.totals} currency={order.currency} />
        </section>
      </div>
      <aside className="mt-4 space-y-4 lg:mt-0">
        <div className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:p-5">
          {open ? orderMore : <p className="text-sm text-stone-600">{closedNote(tab.state)}</p>}
          {/* A closed tab's party has gone: no call for the waiter from it (the server refuses one too). */}
          {tab.state !== "closed" && <CallWaiterButton locationId={order.locationId} tableId={place.tableId} orderId={order.orderId} />}
        </div>
        {bill}
      </aside>
    </main>
  );
}

const closedNote = (state: Tab["state"]) => (state === "settling" ? TAB_REFUSALS.settling : TAB_REFUSALS.closed);
