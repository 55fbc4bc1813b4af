import type { TableTabAnswer } from "@forkful/contracts/tabs";
import { Link } from "react-router";
import { type TablePlace, tableMenuPathOf, tabMenuPathOf, tabPathOf } from "../../../shared/lib/tab-paths";
import { buttonClasses } from "../../../shared/ui/button";
import { DishIcon, ReceiptIcon, TableIcon } from "../../../shared/ui/icons";
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
  const yours = tab?.youAreADiner ? tab : null;
  const menuPath = yours ? tabMenuPathOf(place, yours.orderId) : tableMenuPathOf(place);
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
      {tab && (
        <section aria-label="The table's tab" className="rounded-2xl border border-brand/30 bg-brand/5 p-4" data-testid="open-tab">
          <p className="flex items-start gap-2 font-semibold text-stone-900">
            <ReceiptIcon size={18} className="mt-0.5 shrink-0 text-brand" />
            <span>
              {tab.state === "settling" ? "This table's bill is being split" : "This table has an open tab"}:{" "}
              {tabCountText(tab.rounds, tab.diners)}
            </span>
          </p>
          {yours ? (
            <Link to={tabPathOf(place, yours.orderId)} className={buttonClasses("secondary", "md", "mt-3 w-full")}>
              Open the tab
            </Link>
          ) : (
            <p className="mt-1 text-sm text-stone-600">Order to join it: your dishes go on the same bill.</p>
          )}
        </section>
      )}
      <Link to={menuPath} className={buttonClasses("primary", "lg", "w-full gap-2")} data-testid="table-menu">
        <DishIcon size={18} />
        See the menu and order
      </Link>
      <p className="text-center text-sm text-stone-500">Pay at the end — every round goes on the table's tab.</p>
      <CallWaiterButton locationId={locationId} tableId={place.tableId} {...(yours ? { orderId: yours.orderId } : {})} />
    </div>
  );
}
