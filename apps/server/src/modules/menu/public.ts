/** What other modules may use of the menu module: read functions of its dishes and event menus, and stock moves. */

export { categoryIdsAt, type DishWithImage, dishesAt, dishesByIds, shownToDiners } from "./dish-reads";
export {
  type EventMenuRow,
  type EventSlotRow,
  eventDishes,
  eventMenuBySlug,
  eventMenusAt,
  eventSlotsOf,
  hasEventMenu,
  insertEventMenu,
  type NewEventMenu,
  type NewEventSlot,
  upcomingEventMenus,
} from "./event-menus";
export { menuAvailabilityOf, setDishAvailability, setOptionAvailability } from "./menu-availability";
export { eventMenuFor, type ItemQuery, type MenuForOrders, menuForOrders, menuItemsFor, modifiersOfDishes } from "./ordering-reads";
export { giveBackStock, type StockLine, takeStock } from "./stock-moves";
