/**
 * Late orders look after themselves (issue 26): an order still in the kitchen a grace past its promised time gets a
 * new time and its diner is told before they ask; still not ready a threshold past the first promise, a fixed credit
 * goes to the diner's wallet (given at once, or offered to the manager to give). Each follow-up is made once per order.
 */
import { z } from "zod";
import { MAX_WALLET_TOP_UP } from "./money-limits";
import { OrderStatus } from "./order-status";

/** Still in the kitchen, neither ready nor handed over: the statuses in which an order can run late. */
export const LATE_WATCHED_STATUSES: readonly number[] = [
  OrderStatus.Accepted,
  OrderStatus.BeingPrepared,
  OrderStatus.EventOrderBeingPrepared,
];

export const LATE_GRACE_MINUTES = { min: 0, max: 120, default: 5 } as const;
export const LATE_CREDIT_AFTER_MINUTES = { min: 1, max: 240, default: 20 } as const;
/** A credit is at most one wallet top-up; 0 gives none. */
export const LATE_CREDIT_AMOUNT = { min: 0, max: MAX_WALLET_TOP_UP, default: 0 } as const;
/** A late order's new time: now + the kitchen's last prep time, or this many minutes when none was given. */
export const LATE_NEW_TIME_MINUTES = 10;

export const LATE_ORDER_TEXTS = {
  grace: `The grace is a whole number of minutes from ${LATE_GRACE_MINUTES.min} to ${LATE_GRACE_MINUTES.max}`,
  creditAfter: `The credit comes a whole number of minutes late from ${LATE_CREDIT_AFTER_MINUTES.min} to ${LATE_CREDIT_AFTER_MINUTES.max}`,
  creditAmount: `The credit is a whole amount in minor units from ${LATE_CREDIT_AMOUNT.min} to ${LATE_CREDIT_AMOUNT.max}`,
  /** The diner's tracker, and the staff's history: `newTime` as the restaurant's clock reads it ("8:05 PM"). */
  runningLate: (newTime: string) => `Running late — new time ${newTime}`,
  /** The text sent to the diner. */
  runningLateSms: (branchName: string, orderNumber: string, newTime: string) =>
    `${branchName}: sorry, order ${orderNumber} is running late. New time ${newTime}.`,
  minutesLate: (minutes: number) => `${minutes} min late`,
  /** `amount` formatted in the order's currency. */
  creditGiven: (amount: string) => `${amount} credit added to your wallet for the wait`,
  creditOffered: (amount: string) => `${amount} credit offered`,
  giveCredit: "Give credit",
  rulesTitle: "Late orders",
  rulesSaved: "Late order rules saved",
} as const;

/** The refusals of POST /staff/orders/{orderId}/late-credit. */
export const LATE_ORDER_REFUSALS = {
  noCreditOffered: "No credit is offered for this order",
  creditAlreadyGiven: "The credit for this order was already given",
} as const;

/** GET/PUT /staff/late-orders: the restaurant's late-order rules. */
export const lateOrderRulesSchema = z.object({
  graceMinutes: z
    .number({ message: LATE_ORDER_TEXTS.grace })
    .int(LATE_ORDER_TEXTS.grace)
    .min(LATE_GRACE_MINUTES.min, LATE_ORDER_TEXTS.grace)
    .max(LATE_GRACE_MINUTES.max, LATE_ORDER_TEXTS.grace),
  creditAfterMinutes: z
    .number({ message: LATE_ORDER_TEXTS.creditAfter })
    .int(LATE_ORDER_TEXTS.creditAfter)
    .min(LATE_CREDIT_AFTER_MINUTES.min, LATE_ORDER_TEXTS.creditAfter)
    .max(LATE_CREDIT_AFTER_MINUTES.max, LATE_ORDER_TEXTS.creditAfter),
  creditAmount: z
    .number({ message: LATE_ORDER_TEXTS.creditAmount })
    .int(LATE_ORDER_TEXTS.creditAmount)
    .min(LATE_CREDIT_AMOUNT.min, LATE_ORDER_TEXTS.creditAmount)
    .max(LATE_CREDIT_AMOUNT.max, LATE_ORDER_TEXTS.creditAmount),
  /** true: the credit is given by the sweep; false: offered to the manager, who gives it with one call. */
  creditAutomatic: z.boolean(),
});
export type LateOrderRules = z.infer<typeof lateOrderRulesSchema>;

export const DEFAULT_LATE_ORDER_RULES: LateOrderRules = {
  graceMinutes: LATE_GRACE_MINUTES.default,
  creditAfterMinutes: LATE_CREDIT_AFTER_MINUTES.default,
  creditAmount: LATE_CREDIT_AMOUNT.default,
  creditAutomatic: false,
};

/** What an order shows of its lateness (null on an order never late): the first promise, the new time, the credit. */
export const orderLatenessSchema = z.object({
  /** The time first promised (ISO). */
  promisedAt: z.string(),
  /** The new time the diner was told (ISO). */
  newTime: z.string(),
  /** When the diner was told (ISO). */
  toldAt: z.string(),
  /** The credit for the wait: offered (for the manager to give) or given; null when none is due (yet). */
  credit: z
    .object({
      amount: z.number().int(),
      state: z.enum(["offered", "given"]),
      givenAt: z.string().nullable(),
    })
    .nullable(),
});
export type OrderLateness = z.infer<typeof orderLatenessSchema>;

/** Whole minutes an order is late at `now` against its first promise (0 before it). */
export function minutesLate(lateness: Pick<OrderLateness, "promisedAt">, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - Date.parse(lateness.promisedAt)) / 60_000));
}
