import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { useSession } from "../../../shared/hooks/use-session";
import { CouponSection } from "./coupon-section";
import { OffersSection } from "./offers-section";
import { PaymentSummary } from "./payment-summary";

export interface OrderAsideProps {
  order: Order;
  customerId: string | null;
  refreshing: boolean;
  locked: boolean;
}

/** Beside paying the whole order: the order, its coupon and its item offers. */
export function OrderAside({ order, customerId, refreshing, locked }: OrderAsideProps) {
  const session = useSession();
  return (
    <>
      <PaymentSummary order={order} updating={refreshing} />
      <CouponSection order={order} customerId={customerId} locked={locked} />
      <OffersSection
        order={order}
        customerId={customerId}
        onSignIn={() => session.openSignIn({ reason: MESSAGES.signInForOffers })}
        locked={locked}
      />
    </>
  );
}
