/** What other modules may use of the menu module: its repository (orders price and stock items with it). */

export { type DishWithImage, dishesAt, dishesByIds, shownToDiners } from "./dish-reads";
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
export { createMenuRepository, type MenuRepository } from "./menu.repository";
export { giveBackStock, type StockLine, takeStock } from "./stock-moves";
