import { joiningTabText } from "@forkful/contracts/table-tokens";
import type { TableTabAnswer } from "@forkful/contracts/tabs";
import { buttonClasses } from "@forkful/ui/button";
import { DishIcon, ReceiptIcon, TableIcon, UserIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { type TablePlace, tableMenuPathOf, tabMenuPathOf, tabPathOf } from "../../../entities/table/lib/tab-paths";
import { tabCountText } from "../lib/tab-rounds";
import { CallWaiterButton } from "./call-waiter-button";

export interface TableLandingProps {
  locationId: number;
  branchName: string;
  /** The table's section by name (the floor's), once known. */
  sectionName: string | null;
  answer: TableTabAnswer;
  place: TablePlace;
}

/**
 * A table's landing (its QR code, spec §2): which table this is, the dine-in menu, the table's open tab if there is
 * one (open it as one of its diners, or order to join it), and Call Waiter.
 */
export function TableLanding({ locationId, branchName, sectionName, answer, place }: TableLandingProps) {
  const tab = answer.tab;
  const yourTabId = tab?.youAreADiner ? tab.orderId : null;
  const menuPath = yourTabId ? tabMenuPathOf(place, yourTabId) : tableMenuPathOf(place);
  return (
    <div className="space-y-5">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand uppercase">Welcome to your table</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-stone-900" data-testid="table-name">
          {answer.selectedTableName}
        </h1>
        <p className="mt-1 text-stone-600">{branchName}</p>
        {sectionName && (
          <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-stone-100 px-3 py-1 text-sm font-medium text-stone-800">
            <TableIcon size={16} />
            {sectionName}
          </p>
        )}
      </header>
      {tab && <OpenTab tab={tab} yourTabId={yourTabId} place={place} />}
      <Link to={menuPath} className={buttonClasses("primary", "lg", "w-full gap-2")} data-testid="table-menu">
        <DishIcon size={18} />
        See the menu and order
      </Link>
      <p className="text-center text-sm text-stone-500">Pay at the end — every round goes on the table's tab.</p>
      <CallWaiterButton locationId={locationId} tableId={place.tableId} {...(yourTabId ? { orderId: yourTabId } : {})} />
    </div>
  );
}

/**
 * The table's open tab: its diners open it; anyone else at the table joins it by ordering, told whose table it is (the
 * first diner's first name, so they can tell it is the right table) and nothing more of it.
 */
function OpenTab({ tab, yourTabId, place }: { tab: NonNullable<TableTabAnswer["tab"]>; yourTabId: string | null; place: TablePlace }) {
  const splitting = tab.state === "settling";
  return (
    <section aria-label="The table's tab" className="rounded-2xl border border-brand/30 bg-brand/5 p-4" data-testid="open-tab">
      {yourTabId ? (
        <>
          <p className="flex items-start gap-2 font-semibold text-stone-900">
            <ReceiptIcon size={18} className="mt-0.5 shrink-0 text-brand" />
            <span>
              {splitting ? "This table's bill is being split" : "Your table's tab is open"}: {tabCountText(tab.rounds, tab.diners)}
            </span>
          </p>
          <Link to={tabPathOf(place, yourTabId)} className={buttonClasses("secondary", "md", "mt-3 w-full")}>
            Open the tab
          </Link>
        </>
      ) : (
        <>
          <h2 className="flex items-start gap-2 text-lg font-bold text-stone-900" data-testid="joining-tab">
            <UserIcon size={20} className="mt-0.5 shrink-0 text-brand" />
            <span>{joiningTabText(tab.firstDiner)}</span>
          </h2>
          <p className="mt-1 text-sm text-stone-600">
            {splitting
              ? "The bill is being split: order once it is settled, or ask your server."
              : `A tab is open here (${tabCountText(tab.rounds, tab.diners)}). Order to join it: your dishes go on the same bill.`}
          </p>
        </>
      )}
    </section>
  );
}
