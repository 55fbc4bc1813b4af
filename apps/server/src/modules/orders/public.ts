/** What other modules may use of orders: the repository, the order as the API shows it, repricing and status moves. */

export { tabCloser } from "./close-tab";
export { curbsideWaiting } from "./curbside-waiting";
export { runnerOf } from "./delivery-mapper";
export { followDishes } from "./follow-dishes";
export { type MoveOrderStatusDeps, moveOrderStatus, type StatusMove } from "./move-order-status";
export { assertWithinOrderLimit } from "./order-limit";
export { toOrderDto } from "./order-mapper";
export { callersOrder, getOrderForStaff, locationOrders } from "./order-queries";
export { repriceOrder } from "./order-repricing";
export { orderStatusesOf } from "./order-statuses";
export { createOrdersRepository, type Executor, type OrderRecord, type OrdersRepository } from "./orders.repository";
export { type OrderStanding, orderStandingsOf } from "./orders-for-coupon-limits";
export { ordersInEventSlots } from "./orders-in-event-slots";
export {
  assertMoneyCanChange,
  DISCOUNT_REFUSALS,
  MONEY_LOCKED,
  type MoneyChange,
  type MoneyRefusals,
  repriceUnderLock,
  writeNewMoney,
} from "./reprice-order";
