/**
 * The most an order may come to (contracts' money-limits), checked where an order's money is computed, so no call
 * can skip it: quoteOrder for a cart (totals and placing), repriceUnderLock for a placed order (tip, coupon,
 * offers), tipAPart for a part of a split bill.
 */
import type { Currency } from "@forkful/contracts/constants";
import { type ChargedMoney, isWithinOrderLimit, orderTooLargeText } from "@forkful/contracts/money-limits";
import { BadRequestError } from "../../lib/domain-errors";

export function assertWithinOrderLimit(money: ChargedMoney, currency: Currency): void {
  if (!isWithinOrderLimit(money)) throw new BadRequestError(orderTooLargeText(currency));
}
