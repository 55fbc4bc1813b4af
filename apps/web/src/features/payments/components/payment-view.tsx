import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { Button } from "@forkful/ui/button";
import { type ReactNode, useRef, useState } from "react";
import { useSession } from "../../../shared/hooks/use-session";
import { BottomDock } from "../../../shared/ui/bottom-dock";
import { useCards } from "../api/get-cards";
import { usePayment } from "../hooks/use-payment";
import { useResumeOpenPayment } from "../hooks/use-resume-open-payment";
import { payButtonText } from "../lib/pay-button-text";
import { paymentOf } from "../lib/payment-of";
import { initialMethod, type MethodId, paymentOptions } from "../lib/payment-options";
import type { CardFrameHandle } from "./card-frame";
import { MethodPanel } from "./method-panel";
import { NothingToPay } from "./nothing-to-pay";
import { OrderAside } from "./order-aside";
import { OrderTip, type TippedPart } from "./order-tip";
import { PayTotal } from "./pay-total";
import { PaymentAlert } from "./payment-alert";
import { PaymentMethods } from "./payment-methods";

/** One part of a split bill, paid on its own with its own tip: its total, and its dishes and amounts (composed by the app). */
export interface PaymentPart extends TippedPart {
  label: string;
  total: number;
  summary: ReactNode;
}

export interface PaymentViewProps {
  order: Order;
  /** Pay this part of the bill, with its own tip, instead of the whole order (no coupon or offer: those are the whole bill's). */
  part?: PaymentPart | null;
  /** The order is being fetched again. */
  refreshing: boolean;
  refetchOrder: () => void;
  /** Paid (or nothing to pay): on to the tracker. */
  onPaid: () => void;
  /** Where and when the order is wanted, above the order (composed by the app). */
  place?: ReactNode;
}

/** The payment step of an unpaid order: the total, the tip (asked only here), how to pay and one button that pays; the order, a coupon and offers beside. */
export function PaymentView({ order, part = null, refreshing, refetchOrder, onPaid, place }: PaymentViewProps) {
  const session = useSession();
  const customerId = session.kind === "signedIn" ? session.customerId : null;
  const cards = useCards(customerId);
  const options = paymentOptions({ cards: cards.data ?? [], currency: order.currency });
  const [chosen, setChosen] = useState<MethodId | null>(null);
  const followed = paymentOf(order, part?.splitId);
  const method = chosen && options.some((o) => o.id === chosen) ? chosen : initialMethod(options, followed);
  const [saveCard, setSaveCard] = useState(false);
  const frame = useRef<CardFrameHandle>(null);
  const payment = usePayment({ order, splitId: part?.splitId, refetchOrder, onPaid });
  const total = part ? part.total : order.totals.total;
  const busy = payment.phase === "tokenizing" || payment.phase === "paying" || payment.phase === "confirming" || payment.phase === "paid";
  const locked = busy || payment.phase === "awaiting";

  useResumeOpenPayment(followed, payment.start);

  const choose = (id: MethodId) => {
    payment.reset();
    setChosen(id);
  };

  const pay = () => {
    if (busy || payment.phase === "awaiting") return;
    if (total <= 0) return onPaid();
    if (method === "card") {
      payment.startTokenizing();
      if (!frame.current?.submit()) payment.stopTokenizing(MESSAGES.cardFormLoading);
    } else if (method.startsWith("saved:")) {
      void payment.start({ kind: "saved", cardId: method.slice("saved:".length) });
    } else {
      void payment.start({ kind: method as "qr" | "link" | "pos" });
    }
  };

  const buttonText = payButtonText({ phase: payment.phase, method, total, currency: order.currency });
  const button = (
    <Button
      size="lg"
      className="w-full"
      onClick={pay}
      disabled={busy || payment.phase === "awaiting"}
      aria-busy={busy}
      data-testid="pay-button"
    >
      {buttonText}
    </Button>
  );
  const cardsLoading = customerId !== null && cards.isPending;
  const methods =
    total <= 0 ? (
      <NothingToPay />
    ) : cardsLoading ? (
      <div className="shimmer h-64 rounded-2xl" role="status" aria-label="Loading your saved cards" />
    ) : (
      <PaymentMethods
        options={options}
        value={method}
        onChange={choose}
        disabled={busy}
        panel={
          // A saved card needs nothing more than Pay.
          !method.startsWith("saved:") && (
            <MethodPanel
              method={method}
              phase={payment.phase}
              transaction={payment.transaction}
              frameRef={frame}
              canSave={customerId !== null}
              saveCard={saveCard}
              onSaveCard={setSaveCard}
              onTokenized={(cardToken) => {
                if (method === "card") void payment.start({ kind: "card", cardToken, saveCard: customerId !== null && saveCard });
              }}
              onCardError={(message) => payment.stopTokenizing(message)}
            />
          )
        }
      />
    );

  return (
    <>
      {/* Phones: the total, the tip, how to pay and the card form come first (Pay is docked below, and the page's bottom
          padding is the dock's measured height, so nothing stays under it); from laptops up the order sits on the left
          and paying on the right, the card form beside the Pay button. */}
      <main className="mx-auto max-w-6xl px-4 pt-5 pb-[calc(var(--bottom-dock,0px)+1.5rem)] md:pb-16 lg:grid lg:grid-cols-[minmax(0,1fr)_440px] lg:items-start lg:gap-x-8">
        <div className="mb-4 lg:col-span-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-stone-900">{part ? `Pay ${part.label}` : "Payment"}</h1>
          <p className="text-sm text-stone-600">
            {order.branchName} · Order #{order.orderNumber}
            {part && " · one part of the bill"}
          </p>
        </div>
        <section aria-label="Pay" className="space-y-4 lg:col-start-2 lg:row-start-2">
          <PayTotal order={order} updating={refreshing} amount={part?.total} />
          <OrderTip order={order} part={part} locked={locked} />
          <PaymentAlert message={payment.error} />
          {methods}
          {/* From tablets up Pay stays in view at the foot of the window, right under the card form it submits. */}
          <div className="sticky bottom-0 z-10 -mx-1 hidden bg-stone-50/95 px-1 py-3 backdrop-blur md:block">{button}</div>
          <p className="text-center text-xs text-stone-500">
            {method === "pos" && total > 0
              ? "Your order goes to the kitchen now; pay at the counter or to your server."
              : "Payments are processed securely. You get a receipt on the next page."}
          </p>
        </section>
        <div className="mt-4 space-y-4 lg:col-start-1 lg:row-start-2 lg:mt-0">
          {place}
          {part ? part.summary : <OrderAside order={order} customerId={customerId} refreshing={refreshing} locked={locked} />}
        </div>
      </main>
      <BottomDock desktop="hidden">{button}</BottomDock>
    </>
  );
}
