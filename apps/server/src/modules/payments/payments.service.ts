/**
 * Paying for orders: card transactions (start → authorize → collect), payment links, UPI QR and pay at the
 * location. The amount is always the order's total as the database has it. Every call is idempotent: a key that
 * was seen answers what it did the first time, and a payment that holds money is never charged again.
 */
import { MESSAGES } from "@forkful/contracts/messages";
import { isCancelledOrder } from "@forkful/contracts/order-status";
import { ATTEMPTABLE_STATES, HOLDING_STATES, REPLACEABLE_STATES } from "@forkful/contracts/payment-states";
import type { PaymentState, Transaction } from "@forkful/contracts/payments";
import type { PaymentProcessor } from "../../integrations/payments/payment-processor";
import type { Clock } from "../../lib/clock";
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from "../../lib/domain-errors";
import { assertOwner, type Caller } from "../../plugins/caller";
import type { OrderRecord, OrdersRepository } from "../orders/orders.repository";
import { type CardsService, SIGN_UP_TO_SAVE_CARDS } from "./cards.service";
import { SIGNATURE_REFUSED } from "./payment-callbacks.service";
import type { PaymentRow, PaymentsRepository } from "./payments.repository";
import { toTransactionDto } from "./transaction-mapper";

export interface PaymentsServiceDeps {
  payments: PaymentsRepository;
  orders: OrdersRepository;
  processor: PaymentProcessor;
  cards: CardsService;
  clock: Clock;
  log: { warn(detail: object, message: string): void };
}

const ORDER_CANCELLED = "This order was cancelled; there is nothing to pay";
const PAID_ANOTHER_WAY = "This order is already being paid another way";

/** Checked under the order's lock before money is asked for: the order still stands and nothing else holds its money. */
const payableGuard =
  (options: { amount?: number } = {}) =>
  ({ orderStatus, orderTotal, others }: { orderStatus: number; orderTotal: number; others: PaymentState[] }) => {
    if (isCancelledOrder(orderStatus)) throw new ConflictError(ORDER_CANCELLED);
    if (others.some((state) => HOLDING_STATES.includes(state))) throw new ConflictError(PAID_ANOTHER_WAY);
    if (options.amount !== undefined && options.amount !== orderTotal)
      throw new ConflictError("The order changed. Review it and try again.");
  };

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { payments, processor, clock } = deps;
  const dto = (row: PaymentRow): Transaction => toTransactionDto(row, processor.cardFormUrl);
  const reload = async (id: string) => dto((await payments.payment(id))!);

  async function payableOrder(orderId: string, caller: Caller | null): Promise<OrderRecord> {
    const record = await deps.orders.findOrder(orderId);
    if (!record) throw new NotFoundError("No order has this id");
    assertOwner(record.order.customerId, caller);
    if (isCancelledOrder(record.order.status)) throw new ConflictError(ORDER_CANCELLED);
    return record;
  }

  async function ownPayment(transactionId: string, caller: Caller | null): Promise<{ row: PaymentRow; record: OrderRecord }> {
    const row = await payments.payment(transactionId);
    if (!row) throw new NotFoundError("No payment has this transactionId");
    const record = await deps.orders.findOrder(row.orderId);
    assertOwner(record!.order.customerId, caller);
    return { row, record: record! };
  }

  /** The payment already holding the order's money, if any. */
  async function holding(orderId: string): Promise<PaymentRow | null> {
    return (await payments.paymentsOf(orderId)).find((p) => HOLDING_STATES.includes(p.state)) ?? null;
  }

  /** Closes the order's other open ways of paying (an unpaid link or QR stops working). */
  async function closeOthers(orderId: string, keepId: string) {
    for (const other of await payments.othersIn(orderId, keepId, REPLACEABLE_STATES)) {
      if (other.processorRef && other.state === "awaiting_payer") await processor.cancelPayerRequest(other.processorRef);
      await payments.movePayment(other.id, [other.state], "cancelled", {}, { kind: "replaced", at: clock(), detail: { by: keepId } });
    }
  }

  /** Inserts a payment for the order once per start key; a payment holding the money answers instead. */
  async function begin(record: OrderRecord, paymentType: PaymentRow["paymentType"], startKey: string) {
    const { order } = record;
    const held = await holding(order.id);
    if (held) return { row: held, created: false };
    if (order.total <= 0) throw new ConflictError("There is nothing to pay on this order");
    const now = clock();
    const inserted = await payments.insertPayment({
      orderId: order.id,
      startKey,
      paymentType,
      state: "started",
      amount: order.total,
      currency: order.currency,
      createdAt: now,
      updatedAt: now,
    });
    return { row: inserted.payment, created: inserted.created };
  }

  const description = (record: OrderRecord) => `Order #${record.order.orderNumber} at ${record.place.branchName}`;

  /** Runs one card attempt: claim the payment, ask the processor, record what it answered. */
  async function attempt(
    row: PaymentRow,
    record: OrderRecord,
    key: string,
    card: { token: string; savedCardId: string | null; saveFor: string | null },
  ): Promise<Transaction> {
    if (row.paymentType !== "CNP") throw new BadRequestError("This transaction is not a card payment");
    if (HOLDING_STATES.includes(row.state) && row.state !== "authorizing") return dto(row);
    if (row.attemptKey === key && row.state !== "authorizing") return dto(row);
    if (row.state === "authorizing" && row.attemptKey !== key) throw new ConflictError("A payment for this order is already in progress");
    const other = await holding(row.orderId);
    if (other && other.id !== row.id) return dto(other);
    if (row.state !== "authorizing") {
      // A transaction another way of paying replaced (cancelled) can never be claimed: answer, do not retry forever.
      if (!ATTEMPTABLE_STATES.includes(row.state)) throw new ConflictError("This transaction was closed; start a new one");
      const claimed = await payments.movePayment(
        row.id,
        ATTEMPTABLE_STATES,
        "authorizing",
        { attemptKey: key, savedCardId: card.savedCardId, processorRef: null, cardBrand: null, cardLast4: null },
        { kind: "authorize.requested", at: clock(), detail: { savedCard: card.savedCardId !== null } },
        { amountFromOrder: true, guard: payableGuard() },
      );
      if (!claimed) return attempt((await payments.payment(row.id))!, record, key, card);
      // A link, QR or pay-at-the-restaurant left open could be paid as well: close them before charging the card.
      await closeOthers(row.orderId, row.id);
    }
    const claimedRow = (await payments.payment(row.id))!;
    let token = card.token;
    if (card.saveFor) {
      const saved = await deps.cards.saveFromToken(card.saveFor, token);
      if (saved) {
        token = saved.paymentMethod;
        await payments.movePayment(row.id, ["authorizing"], "authorizing", { savedCardId: saved.id }, { kind: "card.saved", at: clock() });
      }
    }
    const now = clock();
    try {
      const result = await processor.authorize({
        token,
        amount: claimedRow.amount,
        currency: record.order.currency,
        reference: row.id,
        idempotencyKey: key,
        description: description(record),
      });
      if (result.outcome === "declined") {
        await payments.movePayment(
          row.id,
          ["authorizing"],
          "declined",
          { processorRef: result.processorRef },
          {
            kind: "authorize.declined",
            at: now,
            detail: { reason: result.reason },
          },
        );
      } else if (result.outcome === "gateway_error") {
        await payments.movePayment(
          row.id,
          ["authorizing"],
          "gateway_error",
          {},
          { kind: "authorize.gateway_error", at: now, detail: { reason: result.reason } },
        );
      } else {
        const { card: c } = result;
        await payments.movePayment(
          row.id,
          ["authorizing"],
          "authorizing",
          { processorRef: result.processorRef, cardBrand: c.brand, cardLast4: c.last4, cardExpMonth: c.expMonth, cardExpYear: c.expYear },
          { kind: "authorize.approved_unconfirmed", at: now },
        );
        // The processor's signed callback is what confirms. One that arrived with a wrong signature for this very
        // charge (before its reference was known here) leaves nothing authorized.
        const refused = (await payments.eventsOf(row.id)).some(
          (e) => e.kind === SIGNATURE_REFUSED && (e.detail as { processorRef?: string } | null)?.processorRef === result.processorRef,
        );
        if (
          refused &&
          (await payments.movePayment(row.id, ["authorizing"], "signature_mismatch", {}, { kind: SIGNATURE_REFUSED, at: clock() }))
        )
          await processor.void(result.processorRef);
      }
    } catch (error) {
      deps.log.warn({ err: error, transactionId: row.id }, "card processor answer could not be used");
      await payments.movePayment(
        row.id,
        ["authorizing"],
        "app_error",
        {},
        {
          kind: "authorize.app_error",
          at: now,
          detail: { error: error instanceof Error ? error.message : "unknown" },
        },
      );
    }
    return reload(row.id);
  }

  return {
    async startTransaction(request: { orderId: string; idempotencyKey: string }, caller: Caller | null): Promise<Transaction> {
      const record = await payableOrder(request.orderId, caller);
      const { row, created } = await begin(record, "CNP", request.idempotencyKey);
      if (created) await closeOthers(record.order.id, row.id);
      return dto(row);
    },

    async authorizeWithToken(
      request: { transactionId: string; cardToken: string; saveCard: boolean; idempotencyKey: string },
      caller: Caller | null,
    ): Promise<Transaction> {
      const { row, record } = await ownPayment(request.transactionId, caller);
      if (request.saveCard && caller?.kind !== "customer") throw new ForbiddenError(SIGN_UP_TO_SAVE_CARDS);
      return attempt(row, record, request.idempotencyKey, {
        token: request.cardToken,
        savedCardId: null,
        saveFor: request.saveCard ? caller!.customerId : null,
      });
    },

    async authorizeWithSavedCard(
      request: { transactionId: string; cardId: string; idempotencyKey: string },
      caller: Caller | null,
    ): Promise<Transaction> {
      const { row, record } = await ownPayment(request.transactionId, caller);
      const card = await deps.cards.cardFor(request.cardId, caller);
      return attempt(row, record, request.idempotencyKey, { token: card.paymentMethod, savedCardId: card.id, saveFor: null });
    },

    async collect(
      request: { transactionId: string; amount?: number; idempotencyKey: string },
      caller: Caller | null,
    ): Promise<Transaction> {
      const { row } = await ownPayment(request.transactionId, caller);
      if (row.state === "collected") return dto(row);
      if (row.state === "collecting" && row.collectKey !== request.idempotencyKey)
        throw new ConflictError("This payment is already being collected");
      if (row.state !== "authorized" && row.state !== "collecting")
        throw new ConflictError("This payment is not authorized, so nothing can be collected");
      const amount = request.amount ?? row.authorizedAmount;
      if (amount > row.authorizedAmount) throw new ConflictError("You cannot collect more than was authorized");
      // The whole authorization or nothing: a smaller collect would leave the order marked paid for less.
      if (amount < row.authorizedAmount) throw new ConflictError("A payment is collected whole, as it was authorized");
      if (row.state === "authorized") {
        const claimed = await payments.movePayment(
          row.id,
          ["authorized"],
          "collecting",
          { collectKey: request.idempotencyKey },
          {
            kind: "collect.requested",
            at: clock(),
            detail: { amount },
          },
          {
            guard: ({ orderStatus }) => {
              if (isCancelledOrder(orderStatus)) throw new ConflictError(ORDER_CANCELLED);
            },
          },
        );
        if (!claimed) return this.collect(request, caller);
      }
      const result = await processor.capture({ processorRef: row.processorRef!, amount, idempotencyKey: request.idempotencyKey });
      if (!result.ok) {
        // Release the hold and let the diner pay again, another card or another way.
        await processor.void(row.processorRef!);
        await payments.movePayment(
          row.id,
          ["collecting"],
          "app_error",
          { collectKey: null },
          {
            kind: "collect.refused",
            at: clock(),
            detail: { reason: result.reason },
          },
        );
      }
      return reload(row.id);
    },

    async initiate(
      request: { orderId: string; paymentType: "PAYMENT_LINKS" | "BHARAT_QR"; idempotencyKey: string },
      caller: Caller | null,
    ): Promise<Transaction> {
      const record = await payableOrder(request.orderId, caller);
      if (request.paymentType === "BHARAT_QR" && record.order.currency !== "INR")
        throw new BadRequestError("UPI QR payments are for orders in INR");
      const { row } = await begin(record, request.paymentType, request.idempotencyKey);
      if (row.state === "awaiting_payer" && row.linkExpiresAt && row.linkExpiresAt.getTime() <= clock().getTime()) {
        // The processor no longer takes this link: close it here too, and the diner asks for a new one.
        if (row.processorRef) await processor.cancelPayerRequest(row.processorRef);
        await payments.movePayment(row.id, ["awaiting_payer"], "cancelled", {}, { kind: "payer.expired", at: clock() });
        return reload(row.id);
      }
      if (row.state !== "started") return dto(row);
      const payer = {
        amount: row.amount,
        currency: row.currency,
        reference: row.id,
        idempotencyKey: row.id,
        description: description(record),
      };
      const changes =
        request.paymentType === "PAYMENT_LINKS"
          ? await processor
              .createPaymentLink(payer)
              .then((l) => ({ processorRef: l.processorRef, linkUrl: l.url, linkExpiresAt: l.expiresAt }))
          : await processor
              .createUpiRequest(payer)
              .then((u) => ({ processorRef: u.processorRef, upiUri: u.uri, upiSandboxUrl: u.sandboxUrl }));
      try {
        await payments.movePayment(
          row.id,
          ["started"],
          "awaiting_payer",
          changes,
          { kind: "payer.requested", at: clock() },
          {
            guard: payableGuard({ amount: row.amount }),
          },
        );
      } catch (error) {
        await processor.cancelPayerRequest(changes.processorRef);
        await payments.movePayment(row.id, ["started"], "cancelled", {}, { kind: "payer.refused", at: clock() });
        throw error;
      }
      await closeOthers(record.order.id, row.id);
      return reload(row.id);
    },

    async payAtLocation(request: { orderId: string; idempotencyKey: string }, caller: Caller | null): Promise<Transaction> {
      const record = await deps.orders.findOrder(request.orderId);
      if (!record) throw new NotFoundError("No order has this id");
      assertOwner(record.order.customerId, caller);
      if (isCancelledOrder(record.order.status) || (await holding(record.order.id))) throw new ConflictError(MESSAGES.offlinePaymentFailed);
      const { row } = await begin(record, "POS", request.idempotencyKey);
      if (row.paymentType !== "POS") throw new ConflictError(MESSAGES.offlinePaymentFailed);
      if (row.state === "started") {
        const moved = await payments
          .movePayment(
            row.id,
            ["started"],
            "at_location",
            {},
            { kind: "offline.initiated", at: clock() },
            {
              amountFromOrder: true,
              guard: payableGuard(),
            },
          )
          .catch(() => null);
        // Refused under the lock (cancelled meanwhile, paid another way); false: the same request moved it first.
        if (moved === null) throw new ConflictError(MESSAGES.offlinePaymentFailed);
        await closeOthers(record.order.id, row.id);
      }
      return reload(row.id);
    },

    /** Staff took the money at the counter: the at-location payment is collected. */
    async collectedAtLocation(orderId: string, at: Date): Promise<boolean> {
      const pending = (await payments.paymentsOf(orderId)).find((p) => p.state === "at_location");
      if (!pending) return false;
      return payments.movePayment(
        pending.id,
        ["at_location"],
        "collected",
        { collectedAmount: pending.amount },
        { kind: "offline.collected", at },
      );
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
