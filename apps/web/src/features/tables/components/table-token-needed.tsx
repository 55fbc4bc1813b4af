import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { TABLE_TOKEN_REFUSALS, type TableTokenRefusalCode, tableTokenRefusalText } from "@forkful/contracts/table-tokens";
import { buttonClasses } from "@forkful/ui/button";
import { QrCodeIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { TableFrame } from "./table-frame";

export interface TableTokenNeededProps {
  restaurant: Pick<RestaurantDetail, "merchantName" | "media">;
  /** Why: no code scanned for this table (missing), or the one scanned is no longer the table's (stale). */
  code: TableTokenRefusalCode;
  /** The restaurant's page ("/restaurant/pasta-place"): its menu is offered, which anyone may read. */
  restaurantPath: string;
}

/**
 * A table's page opened without the table's QR code, or with one that changed (decision 028): scan the code on the
 * table (or ask for its new one). Nothing of the table or its tab is shown.
 */
export function TableTokenNeeded({ restaurant, code, restaurantPath }: TableTokenNeededProps) {
  const stale = code === TABLE_TOKEN_REFUSALS.stale.code;
  return (
    <TableFrame restaurant={restaurant}>
      <section
        aria-labelledby="table-token-needed"
        className="flex flex-col items-center gap-3 py-4 text-center"
        data-testid="table-token-needed"
      >
        <div className="flex h-16 w-16 items-center justify-center rounded-2xl bg-brand/10 text-brand">
          <QrCodeIcon size={32} />
        </div>
        <h1 id="table-token-needed" className="text-xl font-extrabold tracking-tight text-stone-900">
          {tableTokenRefusalText(code)}
        </h1>
        <p className="max-w-sm text-sm text-stone-600">
          {stale
            ? "Each party gets the table's code afresh, and a new one replaces it when a bill is settled. Your server can print it for you."
            : "The code on your table shows you are sitting there: with it you see your table's tab, order to it and call the waiter."}
        </p>
        <Link to={`${restaurantPath}/menu`} className={buttonClasses("secondary", "md", "mt-2")}>
          See the menu
        </Link>
      </section>
    </TableFrame>
  );
}
