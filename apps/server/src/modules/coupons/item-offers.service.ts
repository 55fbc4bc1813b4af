/** Item offers: check what an item has at a quantity, then apply offers to an unpaid order of the caller. */
import type { ItemOffer, OfferApplyRequest } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import type { Order } from "@forkful/contracts/orders";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from "../../lib/domain-errors";
import { actingCustomer, assertOwner, type Caller } from "../../plugins/caller";
import { toOrderDto } from "../orders/order-mapper";
import type { Executor, OrderRecord, OrdersRepository } from "../orders/orders.repository";
import { couponDiscount } from "./coupon-rules";
import type { CouponsRepository, ItemOfferRow } from "./coupons.repository";
import { offerDiscount, offerIsOpen } from "./offer-rules";
import { assertDiscountable, writeDiscount } from "./order-discount";

const percentOf = (offer: ItemOfferRow) => (offer.percentOff === null ? null : offer.percentOff / 100);

export function createItemOffersService(deps: { coupons: CouponsRepository; orders: OrdersRepository; clock: Clock }) {
  const { coupons, orders, clock } = deps;

  /** The order's coupon, recomputed on the subtotal less the offers; its redemption keeps the new amount. */
  async function couponAfterOffers(tx: Executor, locked: OrderRecord, offersTotal: number): Promise<number> {
    if (!locked.coupon) return 0;
    const row = await coupons.coupon(locked.order.locationId, locked.coupon.couponCode, tx);
    if (!row) return locked.coupon.amount;
    const amount = couponDiscount(row, Math.max(0, locked.order.subtotal - offersTotal));
    await coupons.setRedemptionAmount(tx, locked.order.id, amount);
    return amount;
  }

  return {
    async check(
      request: { locationId: number; customerId?: string | null; orderType: MenuType; itemId: number; quantity: number },
      caller: Caller | null,
    ): Promise<{ offers: ItemOffer[]; quantity: number }> {
      actingCustomer(caller, request.customerId);
      const item = await coupons.item(request.locationId, request.itemId);
      if (!item) throw new NotFoundError(`No dish #${request.itemId} at this restaurant`);
      const now = clock();
      const open = (await coupons.offersOfItem(request.locationId, item.id)).filter((o) => offerIsOpen(o, request.orderType, now));
      return {
        quantity: request.quantity,
        offers: open.map((offer) => ({
          offerId: offer.id,
          itemId: item.id,
          title: offer.title,
          offerType: offer.offerType,
          percent: percentOf(offer),
          discountAmount: offerDiscount(offer, [{ quantity: request.quantity, subtotal: item.price * request.quantity }]),
        })),
      };
    },

    async apply(request: OfferApplyRequest, caller: Caller | null): Promise<{ order: Order }> {
      if (!caller) throw new UnauthorizedError("Sign in to use offers");
      if (request.customerId !== caller.customerId) throw new ForbiddenError("You can only apply offers for your own account");
      const record = await orders.findOrder(request.orderId);
      if (!record) throw new NotFoundError("No order has this id");
      if (record.order.customerId !== caller.customerId) throw new ForbiddenError("This order belongs to another account");
      assertDiscountable(record);
      const wanted = [...new Set(request.offerIds)];
      const offers = await coupons.offers(wanted);
      const now = clock();
      const dishes = offers.map((o) => o.itemId);
      if (new Set(dishes).size !== dishes.length) throw new BadRequestError("Choose one offer per dish");
      for (const id of wanted) {
        const offer = offers.find((o) => o.id === id);
        if (!offer || offer.locationId !== record.order.locationId)
          throw new BadRequestError(`Offer #${id} is not an offer of ${record.place.branchName}`);
        if (!offerIsOpen(offer, record.order.orderType, now)) throw new BadRequestError(`"${offer.title}" is not available for this order`);
        if (!record.items.some((i) => i.itemId === offer.itemId)) throw new BadRequestError(`"${offer.title}" needs its dish in the order`);
      }
      await orders.transaction(async (tx) =>
        writeDiscount(
          orders,
          tx,
          record.order.id,
          async (locked) => {
            if (locked.order.subtotal !== request.orderAmount) throw new ConflictError("The order has changed. Review it and try again.");
            const rows = offers.map((offer) => ({
              orderId: locked.order.id,
              offerId: offer.id,
              title: offer.title,
              amount: offerDiscount(
                offer,
                locked.items.filter((i) => i.itemId === offer.itemId),
              ),
            }));
            // An offer replaces another offer on the same dish: one offer per dish.
            const earlier = locked.offers.length
              ? await coupons.offers(
                  locked.offers.map((o) => o.offerId),
                  tx,
                )
              : [];
            const replaced = earlier.filter((e) => dishes.includes(e.itemId) && !wanted.includes(e.id)).map((e) => e.id);
            await coupons.removeOrderOffers(tx, locked.order.id, replaced);
            await coupons.addOrderOffers(tx, rows);
            const kept = locked.offers.filter((o) => !wanted.includes(o.offerId) && !replaced.includes(o.offerId));
            const offersTotal = kept.reduce((sum, o) => sum + o.amount, 0) + rows.reduce((sum, r) => sum + r.amount, 0);
            // A coupon takes its share of what the offers leave.
            const coupon = await couponAfterOffers(tx, locked, offersTotal);
            return coupon + offersTotal;
          },
          now,
        ),
      );
      return { order: toOrderDto((await orders.findOrder(request.orderId))!) };
    },
  };
}

export type ItemOffersService = ReturnType<typeof createItemOffersService>;
