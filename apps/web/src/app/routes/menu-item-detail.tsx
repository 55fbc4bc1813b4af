import { useAddToCart } from "../../features/cart/hooks/use-add-to-cart";
import { cartOriginOf, newCartItemOf } from "../../features/cart/lib/cart-origin";
import type { ItemChoice } from "../../features/menu/components/item-detail";
import { ItemDetailPage } from "../../features/menu/routes/item-detail-page";
import { useMenuOutlet } from "../../features/menu/routes/menu-outlet";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";
import { useRouteParams } from "../../shared/lib/route-params";

/** …/menu/{menuType}/{itemName}: the menu's item page with the cart's Add to cart (the menu and cart features, composed). */
export function MenuItemDetail() {
  const restaurant = useCurrentRestaurant();
  const { menu } = useMenuOutlet();
  const { tableId } = useRouteParams();
  const { add, dialog } = useAddToCart();
  const onAdd = ({ item, options, quantity }: ItemChoice) =>
    add(newCartItemOf(item, options, quantity), cartOriginOf(restaurant, menu, tableId ?? null));
  return (
    <>
      <ItemDetailPage onAdd={onAdd} />
      {dialog}
    </>
  );
}
