/** Applying item offers to an unpaid order of the caller: one offer per dish; a coupon takes its share of what is left. */
import { itemOfferDiscount, type OfferApplyAnswer, type OfferApplyRequest } from "@forkful/contracts/coupons";
import { BadRequestError, ConflictError, ForbiddenError, UnauthorizedError } from "../../lib/domain-errors";
import type { Caller } from "../../plugins/caller";
import {
  assertMoneyCanChange,
  callersOrderIn,
  DISCOUNT_REFUSALS,
  type Executor,
  type OrderRecord,
  orderRecord,
  repriceOrderUnderLock,
  toOrderDto,
} from "../orders/public";
import { couponDiscount } from "./coupon-rules";
import type { ItemOfferRow } from "./coupons.repository";
import type { CouponsDeps } from "./coupons-deps";
import { offerIsOpen } from "./offer-rules";

export async function applyItemOffers(deps: CouponsDeps, request: OfferApplyRequest, caller: Caller | null): Promise<OfferApplyAnswer> {
  const { coupons, db } = deps;
  const record = await offerableOrder(deps, request, caller);
  const wanted = [...new Set(request.offerIds)];
  const offers = await coupons.offers(wanted);
  const now = deps.clock();
  assertOffersFit(record, wanted, offers, now);
  await db.transaction((tx) =>
    repriceOrderUnderLock(
      db,
      tx,
      record.order.id,
      async (locked) => {
        if (locked.order.subtotal !== request.orderAmount) throw new ConflictError("The order has changed. Review it and try again.");
        return { discount: await writeOffers(deps, tx, locked, wanted, offers) };
      },
      now,
      DISCOUNT_REFUSALS,
    ),
  );
  return { order: toOrderDto((await orderRecord(db, request.orderId))!) };
}

/** The caller's own unpaid order whose offers may change (applied or taken off): signed in, their account, money open. */
export async function offerableOrder(
  { db }: Pick<CouponsDeps, "db">,
  request: { customerId: string; orderId: string },
  caller: Caller | null,
): Promise<OrderRecord> {
  if (!caller) throw new UnauthorizedError("Sign in to use offers");
  if (request.customerId !== caller.customerId) throw new ForbiddenError("You can only change offers for your own account");
  const record = await callersOrderIn(db, request.orderId, caller);
  assertMoneyCanChange(record, DISCOUNT_REFUSALS);
  return record;
}

/** Each offer is the restaurant's, open for this order, for a dish in the order; one per dish. */
function assertOffersFit(record: OrderRecord, wanted: number[], offers: ItemOfferRow[], now: Date): void {
  const dishes = offers.map((o) => o.itemId);
  if (new Set(dishes).size !== dishes.length) throw new BadRequestError("Choose one offer per dish");
  for (const id of wanted) {
    const offer = offers.find((o) => o.id === id);
    if (!offer || offer.locationId !== record.order.locationId)
      throw new BadRequestError(`Offer #${id} is not an offer of ${record.place.branchName}`);
    if (!offerIsOpen(offer, record.order.orderType, now)) throw new BadRequestError(`"${offer.title}" is not available for this order`);
    if (!record.items.some((i) => i.itemId === offer.itemId)) throw new BadRequestError(`"${offer.title}" needs its dish in the order`);
  }
}

/** Under the order's lock: writes the offers (replacing another offer on the same dish) and answers the order's new discount. */
async function writeOffers(
  deps: CouponsDeps,
  tx: Executor,
  locked: OrderRecord,
  wanted: number[],
  offers: ItemOfferRow[],
): Promise<number> {
  const { coupons } = deps;
  const dishes = offers.map((o) => o.itemId);
  const rows = offers.map((offer) => ({
    orderId: locked.order.id,
    offerId: offer.id,
    title: offer.title,
    amount: itemOfferDiscount(
      offer,
      locked.items.filter((i) => i.itemId === offer.itemId),
    ),
  }));
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
  return (await couponAfterOffers(deps, tx, locked, offersTotal)) + offersTotal;
}

/** The order's coupon, recomputed on the subtotal less the offers; its redemption keeps the new amount. */
export async function couponAfterOffers(deps: CouponsDeps, tx: Executor, locked: OrderRecord, offersTotal: number): Promise<number> {
  if (!locked.coupon) return 0;
  const row = await deps.coupons.coupon(locked.order.locationId, locked.coupon.couponCode, tx);
  if (!row) return locked.coupon.amount;
  const amount = couponDiscount(row, Math.max(0, locked.order.subtotal - offersTotal));
  await deps.coupons.setRedemptionAmount(tx, locked.order.id, amount);
  return amount;
}
