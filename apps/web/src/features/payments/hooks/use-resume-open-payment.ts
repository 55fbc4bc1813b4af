import type { Order } from "@forkful/contracts/orders";
import { useEffect, useRef } from "react";
import type { PaymentMethod } from "../lib/pay";

/**
 * A link or QR already under way when the diner comes back: show it again (same key, same transaction). Only the
 * payment the page opened with counts: one started here is already on screen.
 */
export function useResumeOpenPayment(payment: Order["payment"], start: (method: PaymentMethod) => Promise<void>) {
  const opening = useRef(payment);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the payment the page opened with
  useEffect(() => {
    const under = opening.current;
    if (under?.state !== "awaiting_payer" || (under.paymentType !== "BHARAT_QR" && under.paymentType !== "PAYMENT_LINKS")) return;
    void start({ kind: under.paymentType === "BHARAT_QR" ? "qr" : "link" });
  }, []);
}
