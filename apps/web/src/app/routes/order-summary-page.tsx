import { ArrowLeftIcon } from "@forkful/ui/icons";
import { Link } from "react-router";
import { useOptionalRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { SignInPrompt } from "../../features/account/components/sign-in-prompt";
import { useSession } from "../../shared/hooks/use-session";
import { useRouteParams } from "../../shared/lib/route-params";
import { SiteHeader } from "../../shared/ui/site-header";
import { OrderReceiptById } from "./receipt-page";

/** …/account/MyOrders/OrderSummary/{orderId}: an order's summary, on every device (spec §2). */
export function OrderSummaryPage() {
  const { orderId = "", merchantType, merchantSlug } = useRouteParams();
  const restaurant = useOptionalRestaurant();
  const session = useSession();
  const ordersPath = `${merchantType && merchantSlug ? `/${merchantType}/${merchantSlug}` : ""}/account/MyOrders`;
  return (
    <>
      <SiteHeader />
      <main className="mx-auto max-w-3xl px-4 pt-6 pb-16">
        <Link to={ordersPath} className="inline-flex items-center gap-1.5 text-sm font-semibold text-stone-600 hover:text-stone-900">
          <ArrowLeftIcon size={16} />
          My orders
        </Link>
        <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-stone-900">Order summary</h1>
        {restaurant && <p className="text-stone-600">{restaurant.merchantName}</p>}
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {session.kind === "guest" ? (
            <SignInPrompt body="Sign in to see the summary of your order." />
          ) : (
            <OrderReceiptById orderId={orderId} title="Order summary" />
          )}
        </div>
      </main>
    </>
  );
}
