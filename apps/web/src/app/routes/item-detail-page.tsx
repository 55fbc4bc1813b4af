import { MESSAGES } from "@forkful/contracts/messages";
import { useSearchParams } from "react-router";
import { useCloseOverlay } from "../../../shared/hooks/use-close-overlay";
import { useRouteParams } from "../../../shared/lib/route-params";
import { EmptyState } from "../../../shared/ui/empty-state";
import { PanelDialog } from "../../../shared/ui/panel-dialog";
import { ItemDetail, type ItemDetailProps } from "../components/item-detail";
import { useMenuOutlet } from "./menu-outlet";

/**
 * …/menu/{menuType}/{itemName} and …/itemDetails?item={slug or id}: a dish, over the menu. The app gives it `onAdd`
 * (the cart feature's), composed in app/routes.
 */
export function ItemDetailPage({ onAdd }: Pick<ItemDetailProps, "onAdd">) {
  const { menu } = useMenuOutlet();
  const { itemName } = useRouteParams();
  const [searchParams] = useSearchParams();
  const close = useCloseOverlay();
  const wanted = itemName ?? searchParams.get("item") ?? "";
  const item = menu.menu.find((i) => i.display === 1 && (i.slug === wanted || String(i.itemId) === wanted));

  if (!item) {
    return (
      <PanelDialog title="Dish" onClose={() => close()}>
        <EmptyState title={MESSAGES.itemNotFound} />
      </PanelDialog>
    );
  }
  return <ItemDetail key={item.itemId} item={item} currency={menu.currency} onClose={() => close()} onAdd={onAdd} />;
}
