/** What other modules may use of the menu module: its repository (orders price and stock items with it). */
export { createMenuRepository, type MenuRepository } from "./menu.repository";
