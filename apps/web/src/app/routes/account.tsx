import { AccountPage } from "../../features/account/routes/account-page";
import { OrderSummaryPage } from "../../features/account/routes/order-summary-page";
import { SavedCardsSection } from "../../features/payments/components/saved-cards/saved-cards-section";
import { MyOrdersSection } from "./my-orders";
import { OrderReceiptById } from "./order-receipt";

const orderSummary = (orderId: string) => <OrderReceiptById orderId={orderId} title="Order summary" />;

/** The account page with My orders and order summaries (orders and cart features) and Saved cards (payments), composed here. */
export function Account() {
  return <AccountPage ordersSection={<MyOrdersSection />} cardsSection={<SavedCardsSection />} orderSummary={orderSummary} />;
}

/** …/account/MyOrders/OrderSummary/{orderId}, on every device. */
export function AccountOrderSummary() {
  return <OrderSummaryPage summary={orderSummary} />;
}
