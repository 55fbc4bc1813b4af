import { Link } from "react-router";
import { buttonClasses } from "../../../shared/ui/button";
import { ReceiptIcon } from "../../../shared/ui/icons";

function Empty({ title, body, browse = true }: { title: string; body: string; browse?: boolean }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-2 px-6 py-12 text-center">
      <div className="mb-2 flex h-14 w-14 items-center justify-center rounded-full bg-brand/10 text-brand">
        <ReceiptIcon size={26} />
      </div>
      <p className="text-lg font-semibold text-stone-900">{title}</p>
      <p className="text-sm text-stone-600">{body}</p>
      {browse && (
        <Link to="/" className={buttonClasses("secondary", "md", "mt-3")}>
          Browse restaurants
        </Link>
      )}
    </div>
  );
}

/** My orders: the diner's orders arrive with ordering; until then, what this page will hold. */
export function OrdersSection() {
  return (
    <Empty
      title="Your orders will appear here"
      body="Orders you place for pickup, delivery or dine-in will be listed here, newest first, with their status and receipt."
    />
  );
}

/** One order of My orders (…/account/MyOrders/{orderId} and …/OrderSummary/{orderId}): what its page will show. */
export function OrderPlaceholder({ orderId }: { orderId: string }) {
  return (
    <Empty
      title={`Order ${orderId}`}
      body="This page will show the order's items, totals, status and receipt once your orders are listed in your account."
    />
  );
}
