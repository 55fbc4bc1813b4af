import { MESSAGES } from "@forkful/contracts/messages";
import { EmptyState } from "@forkful/ui/empty-state";
import { useSearchParams } from "react-router";
import { useCurrentRestaurant } from "../../entities/restaurant/hooks/use-current-restaurant";
import { useAddToCart } from "../../features/cart/hooks/use-add-to-cart";
import { cartOriginOf, newCartItemOf } from "../../features/cart/lib/cart-origin";
import { FavouriteHeart } from "../../features/favourites/components/favourite-heart";
import { type ItemChoice, ItemDetail } from "../../features/menu/components/item-detail";
import { useMenuOutlet } from "../../features/menu/hooks/use-menu-outlet";
import { useCloseOverlay } from "../../shared/hooks/use-close-overlay";
import { useRouteParams } from "../../shared/lib/route-params";
import { PanelDialog } from "../../shared/ui/panel-dialog";

/**
 * …/menu/{menuType}/{itemName} and …/itemDetails?item={slug or id}: a dish, over the menu, with the cart's Add to cart
 * (the menu and cart features, composed).
 */
export function ItemDetailPage() {
  const restaurant = useCurrentRestaurant();
  const { menu } = useMenuOutlet();
  const { itemName, tableId, orderId } = useRouteParams();
  const [searchParams] = useSearchParams();
  const close = useCloseOverlay();
  const { add, dialog } = useAddToCart();
  const wanted = itemName ?? searchParams.get("item") ?? "";
  const item = menu.menu.find((i) => i.display === 1 && (i.slug === wanted || String(i.itemId) === wanted));
  const onAdd = ({ item, options, quantity }: ItemChoice) =>
    add(newCartItemOf(item, options, quantity), cartOriginOf(restaurant, menu, tableId ?? null, orderId ?? null));

  return (
    <>
      {item ? (
        <ItemDetail
          key={item.itemId}
          item={item}
          currency={menu.currency}
          onClose={() => close()}
          onAdd={onAdd}
          action={<FavouriteHeart locationId={restaurant.id} itemId={item.itemId} name={item.itemName} />}
        />
      ) : (
        <PanelDialog title="Dish" onClose={() => close()}>
          <EmptyState title={MESSAGES.itemNotFound} />
        </PanelDialog>
      )}
      {dialog}
    </>
  );
}
