/** What other modules may use of orders: read functions and operations on an order, the order as the API shows it. */

export { type Arrival, pickupsWaitingOutside, recordArrival } from "./arrivals";
export { tabCloser } from "./close-tab";
export { runnerOf } from "./delivery-mapper";
export { followDishes } from "./follow-dishes";
export {
  lockOrderWithDishes,
  type OrderWithDishes,
  ordersWithDishes,
  setDishKitchenState,
  tabsAt,
} from "./kitchen-lines";
export type { StatusMove } from "./move-order-status";
export { dishesOrderedMost, type OrdersWindow, ordersPlacedIn } from "./order-counts";
export { moveOrder, type OrderMoveDeps, orderForStaff, ordersOfLocation, repriceOrderUnderLock } from "./order-desk";
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
export { callersOrderIn, lockOrder, orderRecord, removeRoundLines, writeOrderMoney } from "./order-reads";
export { repriceOrder } from "./order-repricing";
export type { Executor, OrderItemRow, OrderRecord, OrderRow } from "./order-rows";
export { orderStatusesOf } from "./order-statuses";
export { type OrderStanding, orderStandingsOf } from "./orders-for-coupon-limits";
export { ordersInEventSlots } from "./orders-in-event-slots";
export { publishStatus } from "./publish-status";
export {
  assertMoneyCanChange,
  DISCOUNT_REFUSALS,
  MONEY_LOCKED,
  type MoneyChange,
  type MoneyRefusals,
} from "./reprice-order";
/** Who may see a tab (its diners and its restaurant's staff); moves to bills with the tabs. */
export { assertMaySeeTab } from "./tab-access";
export { liveTabAtTable, type TabTable, tabTableOf } from "./table-tab-reads";
