import type { RestaurantDetail } from "@forkful/contracts/merchants";
import { CalendarIcon, TableIcon } from "@forkful/ui/icons";
import { useShallow } from "zustand/react/shallow";
import { formatLocalDate } from "../../../shared/lib/local-date";
import { cartStore, useCart } from "../stores/cart-store";
import { OrderTypeSwitch } from "./order-type-switch";

/** How the cart is ordered: dine-in at its table, for its event date, or the order type the diner picks. */
export function CartOrderContext({ orderTypes }: { orderTypes: RestaurantDetail["orderTypes"] }) {
  const cart = useCart(
    useShallow((s) => ({
      tableId: s.tableId,
      isEventDate: s.isEventDate,
      eventName: s.eventName,
      eventDate: s.eventDate,
      currentOrderType: s.currentOrderType,
    })),
  );
  if (cart.tableId) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2.5 text-sm text-stone-800">
        <TableIcon size={18} className="text-brand" /> Dine-in at table <strong>{cart.tableId}</strong>
      </p>
    );
  }
  if (cart.isEventDate) {
    return (
      <p className="flex items-center gap-2 rounded-xl border border-brand/30 bg-brand/5 px-3 py-2.5 text-sm text-stone-800">
        <CalendarIcon size={18} className="text-brand" /> {cart.eventName ?? "Event"} · {formatLocalDate(cart.eventDate ?? "")}
      </p>
    );
  }
  return (
    <OrderTypeSwitch
      orderTypes={orderTypes}
      value={cart.currentOrderType}
      onChange={(type) => cartStore.getState().setOrderType(type.menuType, type.id)}
    />
  );
}
