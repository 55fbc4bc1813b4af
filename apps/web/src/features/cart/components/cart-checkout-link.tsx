import { buttonClasses } from "@forkful/ui/button";
import { Link } from "react-router";

/** Go to checkout, with the total; blocked (a dish cannot be ordered, the totals failed), it goes nowhere. */
export function CartCheckoutLink({ to, blocked, total }: { to: string; blocked: boolean; total: string | null }) {
  return (
    <Link
      to={to}
      aria-disabled={blocked || undefined}
      onClick={(event) => {
        if (blocked) event.preventDefault();
      }}
      className={buttonClasses(
        "primary",
        "lg",
        `w-full ${total ? "justify-between" : ""} ${blocked ? "pointer-events-none opacity-50" : ""}`,
      )}
    >
      <span>Go to checkout</span>
      {total && <span className="tabular-nums">{total}</span>}
    </Link>
  );
}
