/** What other modules may use of the menu module: read functions of its dishes, event menus and menus for pages, and stock moves. */

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
export { type MenuOfPage, menuPageReads } from "./menu-pages";
export { eventMenuFor, type ItemQuery, type MenuForOrders, menuForOrders, menuItemsFor, modifiersOfDishes } from "./ordering-reads";
export { giveBackStock, type StockLine, takeStock } from "./stock-moves";
