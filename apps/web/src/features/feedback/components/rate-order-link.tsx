import { canGiveFeedback } from "@forkful/contracts/feedback";
import { type ButtonSize, buttonClasses } from "@forkful/ui/button";
import { StarIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { feedbackPathOf } from "../lib/feedback-answers";

export interface RateOrderLinkProps {
  order: { orderId: string; orderNumber: string; status: number; merchantType: string; locationSlug: string };
  size?: ButtonSize;
}

/** "Rate your order", to the order's feedback page under its restaurant; only once the order is finished. */
export function RateOrderLink({ order, size = "md" }: RateOrderLinkProps) {
  if (!canGiveFeedback(order.status)) return null;
  return (
    <Link
      to={feedbackPathOf(order.orderId, order)}
      className={buttonClasses("secondary", size)}
      aria-label={`Rate your order ${order.orderNumber}`}
    >
      <StarIcon size={size === "sm" ? 14 : 18} className="text-amber-500" /> Rate your order
    </Link>
  );
}
