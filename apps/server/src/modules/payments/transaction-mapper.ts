/** A payments row as the payment calls answer it (contracts transactionSchema). */
import { PAYMENT_FAILURE_TEXTS, paymentStatusOf, type Transaction } from "@forkful/contracts/payments";
import type { PaymentRow } from "./payments.repository";

export function toTransactionDto(row: PaymentRow, cardFormUrl: string): Transaction {
  return {
    transactionId: row.id,
    orderId: row.orderId,
    splitId: row.splitId,
    paymentType: row.paymentType,
    state: row.state,
    paymentStatus: paymentStatusOf(row.state),
    amount: row.amount,
    currency: row.currency,
    authorizedAmount: row.authorizedAmount,
    collectedAmount: row.collectedAmount,
    card:
      row.cardBrand && row.cardLast4 && row.cardExpMonth && row.cardExpYear
        ? { brand: row.cardBrand, last4: row.cardLast4, expiryMonth: row.cardExpMonth, expiryYear: row.cardExpYear }
        : null,
    message: PAYMENT_FAILURE_TEXTS[row.state] ?? null,
    paymentLink: row.linkUrl && row.linkExpiresAt ? { url: row.linkUrl, expiresAt: row.linkExpiresAt.toISOString() } : null,
    upi: row.upiUri ? { uri: row.upiUri, sandboxUrl: row.upiSandboxUrl } : null,
    cardFormUrl,
  };
}
