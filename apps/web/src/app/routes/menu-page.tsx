import { CartBar } from "../../features/cart/components/cart-bar";
import { cartPathOf } from "../../features/cart/lib/cart-paths";
import { MenuBrowser } from "../../features/menu/components/menu-browser";
import { ActiveOrderLink } from "../../features/orders/components/active-order-link";
import { useCurrentRestaurant } from "../../shared/hooks/use-current-restaurant";
import { useRouteParams } from "../../shared/lib/route-params";
import { BottomDock } from "../../shared/ui/bottom-dock";

/**
 * Every menu route: the menu, with the diner's cart button and their active order at this restaurant docked at the
 * bottom (the menu, cart and orders features, composed).
 */
export function MenuPage() {
  const restaurant = useCurrentRestaurant();
  const { merchantType = restaurant.merchantType, merchantSlug = restaurant.locationSlug, tableId, menuType } = useRouteParams();
  const cartPath = cartPathOf({ merchantType, locationSlug: merchantSlug, tableId: tableId ?? null }, menuType ?? "dinein");
  return (
    <>
      <MenuBrowser />
      <BottomDock>
        <ActiveOrderLink locationSlug={restaurant.locationSlug} />
        <CartBar locationId={restaurant.id} cartPath={cartPath} />
      </BottomDock>
    </>
  );
}
