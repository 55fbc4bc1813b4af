import { unwrap } from "@forkful/api-client/api-client";
import { staffMenuSchema } from "@forkful/contracts/menu-availability";
import { useQuery } from "@tanstack/react-query";
import { staffKeys } from "../../../shared/api/query-keys";
import { staffCall } from "../../../shared/api/staff-client";

/** GET /staff/menu: the restaurant's dishes by category, to pick what a campaign promotes or an event serves. */
export const useMenuDishes = () =>
  useQuery({
    queryKey: staffKeys.menuAvailability(),
    queryFn: async ({ signal }) => unwrap(await staffCall({ method: "GET", path: "/staff/menu", schema: staffMenuSchema, signal })),
    select: (menu) =>
      menu.categories
        .filter((category) => category.dishes.length > 0)
        .map((category) => ({ name: category.name, dishes: category.dishes.map((dish) => ({ itemId: dish.itemId, name: dish.name })) })),
  });
