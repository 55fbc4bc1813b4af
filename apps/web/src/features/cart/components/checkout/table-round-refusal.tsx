import type { RefusalCode } from "@forkful/contracts/refusals";
import { Button, buttonClasses } from "@forkful/ui/button";
import { FormAlert } from "@forkful/ui/form-alert";
import { Link } from "react-router";
import { tabPathOf } from "../../../../entities/table/lib/tab-paths";

export interface TableRoundRefusalProps {
  /** The server's reason the round was not placed, and its refusal code (what the way forward depends on). */
  message: string;
  code: RefusalCode | null;
  place: { merchantType: string; locationSlug: string; tableId: string | null; tabOrderId: string | null };
  /** Forget the tab the cart was for: the next placement goes to the table's open tab, or opens a new one. */
  onLeaveTab: () => void;
}

/** The refusals of a round that have a way forward: order again as a new tab, or open the table's tab. */
const WAY_FORWARD: Partial<Record<RefusalCode, "newTab" | "openTab">> = {
  TAB_CLOSED: "newTab",
  TAB_OF_ANOTHER_TABLE: "newTab",
  TAB_SETTLING: "openTab",
  TAB_PAYMENT_IN_PROGRESS: "openTab",
};

/**
 * Why a round was refused, with a way forward: a closed tab (or another table's) → order again as a new tab; a bill
 * being split or paid → open the tab (undo the split, or wait for the payment, then order more).
 */
export function TableRoundRefusal({ message, code, place, onLeaveTab }: TableRoundRefusalProps) {
  const way = code ? WAY_FORWARD[code] : undefined;
  const newTab = way === "newTab";
  const openTab = way === "openTab" && place.tableId && place.tabOrderId;
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
