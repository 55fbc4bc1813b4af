import { AccountPage } from "../../features/account/routes/account-page";
import { OrderSummaryPage } from "../../features/account/routes/order-summary-page";
import { MyOrdersSection } from "./my-orders";
import { OrderReceiptById } from "./order-receipt";

const orderSummary = (orderId: string) => <OrderReceiptById orderId={orderId} title="Order summary" />;

/** The account page with My orders and order summaries from the orders and cart features (composed here). */
export function Account() {
  return <AccountPage ordersSection={<MyOrdersSection />} orderSummary={orderSummary} />;
}

/** …/account/MyOrders/OrderSummary/{orderId}, on every device. */
export function AccountOrderSummary() {
  return <OrderSummaryPage summary={orderSummary} />;
}
