import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { Link } from "react-router";
import { tabPathOf } from "../../../../entities/table/lib/tab-paths";
import { Button, buttonClasses } from "../../../../shared/ui/button";
import { FormAlert } from "../../../../shared/ui/form-alert";

export interface TableRoundRefusalProps {
  /** The server's reason the round was not placed. */
  message: string;
  place: { merchantType: string; locationSlug: string; tableId: string | null; tabOrderId: string | null };
  /** Forget the tab the cart was for: the next placement goes to the table's open tab, or opens a new one. */
  onLeaveTab: () => void;
}

/**
 * Why a round was refused, with a way forward: a closed tab (or another table's) → order again as a new tab; a bill
 * being split or paid → open the tab (undo the split, or wait for the payment, then order more).
 */
export function TableRoundRefusal({ message, place, onLeaveTab }: TableRoundRefusalProps) {
  const newTab = message === TAB_REFUSALS.closed || message === TAB_REFUSALS.otherTable;
  const openTab = (message === TAB_REFUSALS.settling || message === TAB_REFUSALS.paying) && place.tableId && place.tabOrderId;
  return (
    <div className="mb-3 space-y-2">
      <FormAlert message={message} />
      {newTab && place.tabOrderId && (
        <Button variant="secondary" className="w-full" onClick={onLeaveTab}>
          Start a new tab with these dishes
        </Button>
      )}
      {openTab && (
        <Link
          to={tabPathOf({ ...place, tableId: place.tableId as string }, place.tabOrderId as string)}
          className={buttonClasses("secondary", "md", "w-full")}
        >
          Open the tab
        </Link>
      )}
    </div>
  );
}
