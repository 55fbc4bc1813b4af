import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";
import { type TabPlace, tabViewPathOf } from "../lib/bill-paths";

export interface PartActionsProps {
  place: TabPlace;
  /** The receipt, once the money is in. */
  receiptPath: string | null;
  /** Paying the part, while it still wants money. */
  payPath?: string | null;
}

/** Where a part of the bill leads: its receipt or its payment, and back to the tab. */
export function PartActions({ place, receiptPath, payPath = null }: PartActionsProps) {
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {receiptPath && (
        <Link to={receiptPath} className={buttonClasses("primary")}>
          Receipt
        </Link>
      )}
      {payPath && (
        <Link to={payPath} className={buttonClasses("primary")}>
          Pay this part
        </Link>
      )}
      <Link to={tabViewPathOf(place)} className={buttonClasses("secondary")}>
        Back to the tab
      </Link>
    </div>
  );
}
