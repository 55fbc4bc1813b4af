/** The offers a dish has at a quantity, for this order type, right now. */
import { itemOfferDiscount, type OfferCheckAnswer } from "@forkful/contracts/coupons";
import type { MenuType } from "@forkful/contracts/merchants";
import { NotFoundError } from "../../lib/domain-errors";
import { actingCustomer, type Caller } from "../../plugins/caller";
import type { ItemOfferRow } from "./coupons.repository";
import type { CouponsDeps } from "./coupons-deps";
import { offerIsOpen } from "./offer-rules";

export interface OfferCheck {
  locationId: number;
  customerId?: string | null;
  orderType: MenuType;
  itemId: number;
  quantity: number;
}

const percentOf = (offer: ItemOfferRow) => (offer.percentOff === null ? null : offer.percentOff / 100);

export async function checkItemOffers(
  deps: Pick<CouponsDeps, "coupons" | "clock">,
  request: OfferCheck,
  caller: Caller | null,
): Promise<OfferCheckAnswer> {
  actingCustomer(caller, request.customerId);
  const item = await deps.coupons.item(request.locationId, request.itemId);
  if (!item) throw new NotFoundError(`No dish #${request.itemId} at this restaurant`);
  const now = deps.clock();
  const open = (await deps.coupons.offersOfItem(request.locationId, item.id)).filter((o) => offerIsOpen(o, request.orderType, now));
  return {
    quantity: request.quantity,
    offers: open.map((offer) => ({
      offerId: offer.id,
      itemId: item.id,
      title: offer.title,
      offerType: offer.offerType,
      percent: percentOf(offer),
      discountAmount: itemOfferDiscount(offer, [{ quantity: request.quantity, subtotal: item.price * request.quantity }]),
    })),
  };
}
