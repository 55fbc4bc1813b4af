import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { type ReactNode, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { notify, notifyError } from "../../../shared/ui/toast";
import { checkCartItems } from "../api/check-cart-items";
import { NewCartSheet } from "../components/new-cart-sheet";
import { cartPathOf } from "../lib/cart-paths";
import { type ReorderPlan, reorderCheckRequest, reorderOrigin, reorderPlan } from "../lib/reorder";
import { cartStore } from "../stores/cart-store";

/**
 * Reorder: checks the order's dishes (POST merchants/cartItems), puts the available ones in the cart (asking first
 * when the cart holds another restaurant's dishes), says what was left out, and opens the cart.
 */
export function useReorder(): { reorder: (order: Order) => Promise<void>; dialog: ReactNode } {
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ order: Order; plan: ReorderPlan; resolve: () => void } | null>(null);

  const finish = useCallback(
    (order: Order, plan: ReorderPlan, replace: boolean) => {
      const cart = cartStore.getState();
      cart.initCart();
      const origin = reorderOrigin(order);
      if (replace || cart.items.length === 0) cart.replaceItems(plan.items, origin);
      else for (const item of plan.items) cart.addItem(item, origin);
      if (plan.dropped.length > 0) notify(`Not available now: ${plan.dropped.map((d) => `${d.itemName} (${d.reason})`).join(", ")}`);
      navigate(cartPathOf({ merchantType: order.merchantType, locationSlug: order.locationSlug, tableId: null }));
    },
    [navigate],
  );

  const reorder = useCallback(
    async (order: Order) => {
      let plan: ReorderPlan;
      try {
        plan = reorderPlan(order, (await checkCartItems(reorderCheckRequest(order))).items);
      } catch {
        notifyError(MESSAGES.genericFailure);
        return;
      }
      if (plan.items.length === 0) {
        notifyError(MESSAGES.reorderNothingAvailable);
        return;
      }
      const cart = cartStore.getState();
      const sameCart = cart.items.length === 0 || (cart.locationId === order.locationId && !cart.isEventDate);
      if (sameCart) return finish(order, plan, false);
      await new Promise<void>((resolve) => setPending({ order, plan, resolve }));
    },
    [finish],
  );

  const dialog = pending ? (
    <NewCartSheet
      current={cartStore.getState().branchName}
      onAnswer={(startNew) => {
        if (startNew) finish(pending.order, pending.plan, true);
        pending.resolve();
        setPending(null);
      }}
    />
  ) : null;

  return { reorder, dialog };
}
