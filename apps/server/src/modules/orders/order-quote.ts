/** Pricing an order from the database: location, order type, menu items, delivery fee and wallet. */

import { CUSTOMER_AUDIENCE } from "@forkful/contracts/constants";
import type { CouponAnswer } from "@forkful/contracts/coupon-verdict";
import type { MenuType } from "@forkful/contracts/merchants";
import { computeTotals, type TipType, type Totals } from "@forkful/contracts/order-totals";
import type { CartLine } from "@forkful/contracts/orders";
import { walletCurrencyOf } from "@forkful/contracts/phone";
import type { Refusal } from "@forkful/contracts/refusals";
import { BadRequestError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import { actingCustomer, type Caller } from "../../plugins/caller";
import { walletOf } from "../customers/public";
import type { MenuForOrders } from "../menu/public";
import { type CheckoutCouponDeps, couponApplies, couponRefusalOf, judgeCheckoutCoupon } from "./checkout-coupon";
import { priceDelivery } from "./delivery-pricing";
import { assertWithinOrderLimit } from "./order-limit";
import { modifiersForPricing, type PricedLine, priceCart, taxRatesOf } from "./order-pricing";
import type { LocationRow, OrdersRepository } from "./orders.repository";

export interface QuoteRequest {
  locationId: number;
  orderType: MenuType;
  items: CartLine[];
  tip?: { tipType: TipType; tipValue: number };
  redeemWallet: number;
  customerId?: string | null;
  eventSlug?: string;
  address?: { lat: number; lng: number };
  couponCode?: string;
  /** The placer's number, counted against a coupon's per-customer limit. */
  phone?: string;
}

export interface Quote {
  location: LocationRow;
  merchantType: string;
  /** Items whose stock is counted; the others need no stock row lock. */
  trackedItemIds: Set<number>;
  orderTypeId: number;
  lines: PricedLine[];
  totals: Totals;
  customerId: string | null;
  event: NonNullable<Awaited<ReturnType<MenuForOrders["findEvent"]>>> | null;
  /** The caller's wallet usable on this order (same currency), null when signed out or in another currency. */
  walletBalance: number | null;
  /** The verdict on the typed coupon (its discount is in totals only when it applies), null without one. */
  coupon: CouponAnswer | null;
  /** Why the typed coupon does not apply, which stops a placement before anything is written; null when it applies. */
  couponRefusal: Refusal | null;
  /** From the restaurant to the delivery's pin; null for other orders (and a delivery priced before its pin). */
  deliveryDistanceKm: number | null;
}

export async function quoteOrder(
  deps: { orders: OrdersRepository; menu: MenuForOrders } & CheckoutCouponDeps,
  request: QuoteRequest,
  caller: Caller | null,
): Promise<Quote> {
  const customerId = actingCustomer(caller, request.customerId);
  const found = await deps.orders.location(request.locationId);
  if (!found) throw new NotFoundError(`No restaurant has the id ${request.locationId}`);
  const { location } = found;
  const orderType = found.orderTypes.find((t) => t.menuType === request.orderType);
  if (!orderType) throw new BadRequestError(`${location.branchName} does not take ${request.orderType} orders`);
  if (!location.onlineOrder) throw new BadRequestError(`${location.branchName} does not take orders online`);

  const event = request.eventSlug ? await deps.menu.findEvent(location.id, request.eventSlug) : null;
  if (request.eventSlug && !event) throw new NotFoundError(`No event '${request.eventSlug}' at this restaurant`);

  const itemIds = [...new Set(request.items.map((l) => l.itemId))];
  const rows = await deps.menu.items({
    locationId: location.id,
    menuType: request.orderType,
    audience: CUSTOMER_AUDIENCE,
    itemIds: event ? itemIds.filter((id) => event.itemIds.includes(id)) : itemIds,
  });
  const modifierRows = await deps.menu.modifiersOf(rows.map((r) => r.item.id));
  const rates = taxRatesOf(location);
  const lines = priceCart(
    request.items,
    rows.map(({ item }) => ({ id: item.id, name: item.name, price: item.price, taxRate: item.taxRate, stockQuantity: item.stockQuantity })),
    modifiersForPricing(modifierRows),
    rates,
  );

  const subtotal = lines.reduce((sum, l) => sum + l.subtotal, 0);
  const { deliveryFee, deliveryDistanceKm } =
    request.orderType === "delivery" ? priceDelivery(location, subtotal, request.address) : { deliveryFee: 0, deliveryDistanceKm: null };
  if (request.redeemWallet > 0 && !customerId) throw new UnauthorizedError("Sign in to use your wallet");
  const wallet = customerId ? await walletOf(deps.orders.db, customerId) : null;
  const walletCurrency = wallet ? walletCurrencyOf(wallet.phoneNumber) : null;
  if (request.redeemWallet > 0 && walletCurrency !== location.currency)
    throw new BadRequestError(`Your wallet is in ${walletCurrency}; it pays only for orders in ${walletCurrency}`);
  const walletBalance = wallet && walletCurrency === location.currency ? wallet.amount : null;
  const cart = { ...request, currency: location.currency, subtotal, customerId, phone: request.phone ?? null };
  const coupon = await judgeCheckoutCoupon(deps, cart);
  const couponRefusal = couponRefusalOf(coupon);
  const totals = computeTotals({
    lines: lines.map((l) => ({ unitPrice: l.unitPrice, optionPrices: l.options, quantity: l.quantity, taxRate: l.taxRate })),
    rates,
    deliveryFee,
    tip: request.tip ?? null,
    discount: couponApplies(coupon) ? coupon!.discountAmount : 0,
    walletRequested: request.redeemWallet,
    walletAvailable: walletBalance ?? 0,
  });
  assertWithinOrderLimit(totals, location.currency);
  const trackedItemIds = new Set(rows.filter(({ item }) => item.stockQuantity !== null).map(({ item }) => item.id));
  return {
    location,
    merchantType: found.merchantType,
    orderTypeId: orderType.id,
    lines,
    totals,
    customerId,
    event,
    trackedItemIds,
    walletBalance,
    coupon,
    couponRefusal,
    deliveryDistanceKm,
  };
}
