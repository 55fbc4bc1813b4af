import type { MenuData } from "@forkful/contracts/menu";
import { useCallback } from "react";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useTableToken } from "../../entities/table/hooks/use-table-token";
import { CartBar } from "../../features/cart/components/cart-bar";
import { CartPanel } from "../../features/cart/components/cart-panel";
import { CartSkipLink } from "../../features/cart/components/cart-skip-link";
import { useAddToCart } from "../../features/cart/hooks/use-add-to-cart";
import { cartOriginOf, newCartItemOf } from "../../features/cart/lib/cart-origin";
import { cartPathOf, checkoutPathOf } from "../../features/cart/lib/cart-paths";
import { FavouriteHeart } from "../../features/favourites/components/favourite-heart";
import type { ItemChoice } from "../../features/menu/components/item-detail";
import { MenuBrowser } from "../../features/menu/components/menu-browser";
import { RestaurantKeyFacts } from "../../features/restaurants/components/restaurant-key-facts";
import { useTableLabel } from "../../features/tables/api/get-table-details";
import { TableTokenNeeded } from "../../features/tables/components/table-token-needed";
import { tableTokenRefusalOf } from "../../features/tables/lib/table-token-refusal";
import { useRouteParams } from "../../shared/lib/route-params";
import { BottomDock } from "../../shared/ui/bottom-dock";

/**
 * Every menu route: the menu with its quick "+", the cart beside it on a wide screen and the cart button docked at
 * the bottom on a phone (the menu, cart and restaurants features, composed; a started order is the root layout's
 * active-order banner).
 */
export function MenuPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug, tableId, menuType, orderId } = useRouteParams();
  const place = { merchantType, locationSlug: merchantSlug, tableId: tableId ?? null };
  const cartPath = cartPathOf(place, menuType ?? "dinein");
  const tableLabel = useTableLabel(restaurant.id, tableId);
  const { add, dialog } = useAddToCart();
  const onAdd = useCallback(
    ({ item, options, quantity }: ItemChoice, menu: MenuData) =>
      add(newCartItemOf(item, options, quantity), cartOriginOf(restaurant, menu, tableId ?? null, orderId ?? null)),
    [add, restaurant, tableId, orderId],
  );
  // A table's menu orders to that table: only from its QR code (decision 028). The restaurant's own menu is for anyone.
  const tableToken = useTableToken(tableId);
  const refusal = tableId ? tableTokenRefusalOf(tableToken) : null;
  if (refusal) return <TableTokenNeeded restaurant={restaurant} code={refusal} restaurantPath={`/${merchantType}/${merchantSlug}`} />;
  return (
    <>
      <CartSkipLink locationId={restaurant.id} />
      <MenuBrowser
        intro={<RestaurantKeyFacts restaurant={restaurant} />}
        tableLabel={tableLabel}
        onAdd={onAdd}
        itemAction={(item) => <FavouriteHeart locationId={restaurant.id} itemId={item.itemId} name={item.itemName} look="card" />}
        cart={<CartPanel locationId={restaurant.id} cartPath={cartPath} checkoutPath={tableId ? cartPath : checkoutPathOf(place)} />}
      />
      <BottomDock>
        <aside aria-label="Your order" className="space-y-2">
          <div className="lg:hidden">
            <CartBar locationId={restaurant.id} cartPath={cartPath} />
          </div>
        </aside>
      </BottomDock>
      {dialog}
    </>
  );
}
