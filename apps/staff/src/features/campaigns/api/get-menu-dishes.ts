import { useQuery } from "@tanstack/react-query";
import { staffMenuQuery } from "../../../shared/api/staff-menu";

/** GET /staff/menu: the restaurant's dishes by category, to pick what a campaign promotes or an event serves. */
export const useMenuDishes = () =>
  useQuery({
    ...staffMenuQuery(),
    select: (menu) =>
      menu.categories
        .filter((category) => category.dishes.length > 0)
        .map((category) => ({ name: category.name, dishes: category.dishes.map((dish) => ({ itemId: dish.itemId, name: dish.name })) })),
  });
