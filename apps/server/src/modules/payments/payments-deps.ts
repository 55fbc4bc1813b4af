/** What the payment operations are built from, once per app, from the AppContext. */
import type { AppContext } from "../../app-context";
import { createOrdersRepository } from "../orders/public";
import type { CardAttemptDeps } from "./card-attempt";
import type { CardsDeps } from "./cards";
import { createCardsRepository } from "./cards.repository";
import { createPaymentsRepository } from "./payments.repository";
import type { ReleaseDeps } from "./release-for-cancelled-order";

export type PaymentsDeps = CardAttemptDeps & CardsDeps & ReleaseDeps;

export function paymentsDeps(context: Pick<AppContext, "db" | "clock" | "log" | "payments" | "events">): PaymentsDeps {
  const { db, clock, log, events } = context;
  return {
    payments: createPaymentsRepository(db),
    orders: createOrdersRepository(db),
    cards: createCardsRepository(db),
    processor: context.payments.processor,
    clock,
    log,
    events,
  };
}
