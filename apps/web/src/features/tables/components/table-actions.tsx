import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";

export interface TableActionsProps {
  /** The tableside check-in, offered while the table is free and not already the diner's. */
  checkInPath: string | null;
  menuPath: string;
}

/** What a diner can do from a table: check in at it, and see its dine-in menu. */
export function TableActions({ checkInPath, menuPath }: TableActionsProps) {
  return (
    <div className="mt-6 grid gap-3 sm:grid-cols-2">
      {checkInPath && (
        <Link to={checkInPath} className={buttonClasses("primary", "lg", "w-full")}>
          Check in at this table
        </Link>
      )}
      <Link
        to={menuPath}
        className={buttonClasses(checkInPath ? "secondary" : "primary", "lg", checkInPath ? "w-full" : "w-full sm:col-span-2")}
      >
        See the menu
      </Link>
    </div>
  );
}
