/** What the crash suite's diners were answered: the facts the database must still show after every crash. */

export interface Placement {
  key: string;
  customerId: string;
  token: string;
  /** The createOrder body as sent: a retry or replay sends exactly this again. */
  payload: Record<string, unknown>;
  /** The order id of every 2xx answer to this key (first send, retries, the replay). */
  orderIds: string[];
  /** Item id → quantity, as the first 2xx answer listed them. */
  lines: Map<number, number>;
}

export interface Ledger {
  placements: Placement[];
  /** The state each 2xx payment answer gave its transaction. */
  paymentAnswers: { transactionId: string; state: string }[];
  /** Coupons answered SUCCESS on an order. */
  couponAnswers: { orderId: string; couponCode: string }[];
  /** Replays of an answered key that were not answered 2xx. */
  replayRefusals: string[];
  /** Answers the journeys could not read (a bug in the suite, or an answer of an unexpected shape). */
  problems: string[];
}

export const emptyLedger = (): Ledger => ({ placements: [], paymentAnswers: [], couponAnswers: [], replayRefusals: [], problems: [] });
