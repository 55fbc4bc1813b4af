/** Why an order cannot be placed or moved (409): the texts the server answers, each with its refusal code in refusals.ts. */

export const ORDER_REFUSALS = {
  /** A dish ran out (or ran short) while the cart waited: the loser of a race for the last portions gets this. */
  stockGone: (itemName: string, left: number) => (left <= 0 ? `${itemName} is sold out` : `Only ${left} left of ${itemName}`),
  /** Staff marked an option sold out ("86") while the cart waited: the dish may be ordered without it. */
  optionSoldOut: (optionName: string, itemName: string) => `${optionName} is sold out for ${itemName}. Choose another option.`,
  /** An event slot filled up. */
  slotFull: (slotLabel: string) => `${slotLabel} is full. Choose another slot.`,
  walletChanged: "Your wallet balance has changed. Review your order.",
  changedMeanwhile: "The order changed meanwhile. Reload and try again.",
  cannotMove: (from: string, to: string) => `An order that is "${from}" cannot become "${to}"`,
} as const;

/** Why a payment may not move, checked under the order's lock (409). */
export const PAYMENT_REFUSALS = {
  orderCancelled: "This order was cancelled; there is nothing to pay",
  paidTwice: "This order is already being paid another way",
  orderChanged: "The order changed. Review it and try again.",
} as const;
