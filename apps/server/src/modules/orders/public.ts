/** What other modules may use of orders: the repository, the order as the API shows it, repricing and status moves. */

export { type Arrival, pickupsWaitingOutside, recordArrival } from "./arrivals";
export { tabCloser } from "./close-tab";
export { runnerOf } from "./delivery-mapper";
export { followDishes } from "./follow-dishes";
export { type MoveOrderStatusDeps, moveOrderStatus, type StatusMove } from "./move-order-status";
export { dishesOrderedMost, type OrdersWindow, ordersPlacedIn } from "./order-counts";
export { type OrderDetailSources, provideOrderDetailSources } from "./order-detail-sources";
export { assertWithinOrderLimit } from "./order-limit";
export { toOrderDto } from "./order-mapper";
export {
  lockOrderTotals,
  markPaymentStatus,
  moveOrderRowStatus,
  setTabState,
  type TabState,
  tabOf,
} from "./order-marks";
export { callersOrder, getOrderForStaff, locationOrders } from "./order-queries";
export { callersOrderIn, lockOrder, orderRecord, removeRoundLines, writeOrderMoney } from "./order-reads";
export { repriceOrder } from "./order-repricing";
export { orderStatusesOf } from "./order-statuses";
export { createOrdersRepository, type Executor, type OrderRecord, type OrdersRepository } from "./orders.repository";
export { type OrderStanding, orderStandingsOf } from "./orders-for-coupon-limits";
export { ordersInEventSlots } from "./orders-in-event-slots";
export { publishStatus } from "./publish-status";
export {
  assertMoneyCanChange,
  DISCOUNT_REFUSALS,
  MONEY_LOCKED,
  type MoneyChange,
  type MoneyRefusals,
  repriceUnderLock,
} from "./reprice-order";
export { liveTabAtTable, type TabTable, tabTableOf } from "./table-tab-reads";
