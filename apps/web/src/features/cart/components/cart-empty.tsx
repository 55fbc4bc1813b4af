import { MESSAGES } from "@forkful/contracts/messages";
import { buttonClasses } from "@forkful/ui/button";
import { EmptyState } from "@forkful/ui/empty-state";
import { Link } from "react-router";
import { cartPathOf } from "../lib/cart-paths";
import { countItems } from "../stores/cart-lines";
import { useCart } from "../stores/cart-store";

/** No cart here: the diner's cart is at another restaurant (a link to it), or it is empty (a link to the menu). */
export function CartEmpty({ menuPath }: { menuPath: string }) {
  const cart = useCart((s) => s);
  const dishes = countItems(cart.items);
  if (cart.items.length > 0 && cart.locationSlug && cart.merchantType) {
    return (
      <EmptyState
        title={`Your cart is at ${cart.branchName ?? "another restaurant"}`}
        body={`It has ${dishes} ${dishes === 1 ? "dish" : "dishes"}. A cart holds dishes from one restaurant at a time.`}
        action={
          <Link
            to={cartPathOf({ merchantType: cart.merchantType, locationSlug: cart.locationSlug, tableId: cart.tableId })}
            className={buttonClasses("primary")}
          >
            Go to that cart
          </Link>
        }
      />
    );
  }
  return (
    <EmptyState
      title={MESSAGES.cartEmpty}
      body={MESSAGES.cartEmptyHint}
      action={
        <Link to={menuPath} className={buttonClasses("primary")}>
          Browse the menu
        </Link>
      }
    />
  );
}
