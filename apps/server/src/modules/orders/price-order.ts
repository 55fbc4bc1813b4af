/** Pricing a cart before it is placed: every total computed from the menu, with the tips to suggest. */
import { suggestedTips } from "@forkful/contracts/order-totals";
import type { TotalsAnswer } from "@forkful/contracts/orders";
import type { Caller } from "../../plugins/caller";
import { type QuoteRequest, quoteOrder } from "./order-quote";
import type { OrdersDeps } from "./orders-deps";

export type PriceOrderDeps = Pick<OrdersDeps, "orders" | "menu" | "checkoutCoupons">;

export async function priceOrder(deps: PriceOrderDeps, request: QuoteRequest, caller: Caller | null): Promise<TotalsAnswer> {
  const quote = await quoteOrder(deps, request, caller);
  return {
    currency: quote.location.currency,
    lines: quote.lines.map(({ taxRate: _taxRate, ...line }) => line),
    totals: quote.totals,
    suggestedTips: suggestedTips(quote.location.currency, quote.totals.subtotal),
    minimumOrder: request.orderType === "delivery" ? quote.location.deliverySettings.minimumOrder : 0,
    walletBalance: quote.walletBalance,
    coupon: quote.coupon,
  };
}
