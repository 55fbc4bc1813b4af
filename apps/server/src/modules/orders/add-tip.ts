/** Adding or changing an order's tip: the total is recomputed; wallet money no longer needed goes back to the wallet. */
import { type TipType, tipAmount } from "@forkful/contracts/order-totals";
import type { Order } from "@forkful/contracts/orders";
import type { Caller } from "../../plugins/caller";
import { callersOrder, reloadOrder } from "./order-queries";
import type { OrdersDeps } from "./orders-deps";
import { assertMoneyCanChange, repriceUnderLock, TIP_REFUSALS } from "./reprice-order";

export type AddTipDeps = Pick<OrdersDeps, "orders" | "clock">;

export async function addTip(
  deps: AddTipDeps,
  request: { orderId: string; tip: number; tipType: TipType },
  caller: Caller | null,
): Promise<Order> {
  assertMoneyCanChange(await callersOrder(deps, request.orderId, caller), TIP_REFUSALS);
  await deps.orders.transaction((tx) =>
    repriceUnderLock(
      deps,
      tx,
      request.orderId,
      (locked) => ({
        tip: tipAmount({ tipType: request.tipType, tipValue: request.tip }, locked.order.subtotal),
        tipType: request.tipType,
      }),
      deps.clock(),
      TIP_REFUSALS,
    ),
  );
  return reloadOrder(deps, request.orderId);
}
