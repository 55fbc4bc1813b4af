/** What other modules may use of orders: read functions and operations on an order, the order as the API shows it. */

export { type Arrival, pickupsWaitingOutside, recordArrival } from "./arrivals";
export { runnerOf } from "./delivery-mapper";
export { followDishes } from "./follow-dishes";
export {
  lockOrderWithDishes,
  nonTabOrdersAt,
  type OrderWithDishes,
  ordersWithDishes,
  reachedStatusAt,
  setDishKitchenState,
  tabsAt,
} from "./kitchen-lines";
export type { StatusMove } from "./move-order-status";
export { dishesOrderedMost, type OrdersWindow, ordersPlacedIn } from "./order-counts";
export { type DayOfOrders, ordersOfDay } from "./order-day";
export {
  type LateOrderRow,
  ordersStillCooking,
  ordersStillCookingPromisedBefore,
  pushPromisedTime,
  tellRunningLate,
} from "./order-delays";
export {
  moveOrder,
  type OrderMoveDeps,
  type OrderMoveRecord,
  orderForStaff,
  ordersOfLocation,
  orderWithMovesForStaff,
  repriceOrderUnderLock,
} from "./order-desk";
export { type OrderDetailSources, provideOrderDetailSources } from "./order-detail-sources";
export { assertWithinOrderLimit } from "./order-limit";
export { toOrderDto } from "./order-mapper";
export {
  closeTabOrder,
  lockOrderTotals,
  markPaymentStatus,
  moveOrderRowStatus,
  setTabState,
  type TabState,
  tabOf,
} from "./order-marks";
// Placing at a table, which bills does (bills/tab-rounds.ts) with orders' pricing, holds, rows and answer (decision 034).
export { type Quote, quoteOrder } from "./order-quote";
export { callersOrderIn, lockOrder, orderRecord, paymentsOfOrder, removeRoundLines, writeOrderMoney } from "./order-reads";
export { repriceOrder } from "./order-repricing";
export type { Executor, OrderItemRow, OrderLatenessRow, OrderRecord, OrderRow } from "./order-rows";
export { type ScheduleColumns, scheduleColumnsOf } from "./order-schedule";
export { orderStatusesOf, ordersCancelledSince } from "./order-statuses";
export { orderingForStaff } from "./ordering-open";
export { type OrderStanding, orderStandingsOf } from "./orders-for-coupon-limits";
export { ordersInEventSlots } from "./orders-in-event-slots";
export { placedBefore, requestHashOf } from "./place-order";
export { LOST_RACE_REFUSALS, orderLinesOf, orderRowOf, placeOf, WALLET_CHANGED } from "./place-order-steps";
export { guestSessionFor, isUniqueViolation, type PlacedOrder, type PlaceOrderDeps, withCoupon } from "./placed-order";
export { publishStatus } from "./publish-status";
export {
  assertMoneyCanChange,
  DISCOUNT_REFUSALS,
  MONEY_LOCKED,
  type MoneyChange,
  type MoneyRefusals,
} from "./reprice-order";
export { reserveForOrder } from "./reserve-for-order";
export { assertMaySeeTab, isTabDinerOf } from "./tab-access";
export { type PlaceAtTable, provideTablePlacing } from "./table-placing";
export { type FloorTabRow, liveTabAtTable, type TabTable, tabsOnFloor, tabTableOf } from "./table-tab-reads";
