/** The paths of an order's pages (spec §2): tracker, table order view and receipt, with split or transaction suffixes. */

export interface OrderPlace {
  merchantType: string;
  /** The restaurant's location slug (the {merchantSlug} of the routes). */
  locationSlug: string;
  orderId: string;
  tableId?: string | null;
  splitId?: string | null;
  transactionId?: string | null;
}

const suffix = ({ splitId, transactionId }: Pick<OrderPlace, "splitId" | "transactionId">) =>
  splitId ? `/e/splitId/${encodeURIComponent(splitId)}` : transactionId ? `/e/transactionId/${encodeURIComponent(transactionId)}` : "";

const base = (place: OrderPlace) => `/${place.merchantType}/${place.locationSlug}`;

/** …/tracker/{orderId}, or the table order view …/table/{tableId}/order/{orderId} at a table. */
export function trackerPathOf(place: OrderPlace): string {
  return place.tableId
    ? `${base(place)}/table/${place.tableId}/order/${place.orderId}${suffix(place)}`
    : `${base(place)}/tracker/${place.orderId}${suffix(place)}`;
}

/** …/receipt/{orderId}, or …/table/{tableId}/order/{orderId}/receipt at a table. */
export function receiptPathOf(place: OrderPlace): string {
  return place.tableId
    ? `${base(place)}/table/${place.tableId}/order/${place.orderId}/receipt${suffix(place)}`
    : `${base(place)}/receipt/${place.orderId}${suffix(place)}`;
}

/** …/order/{orderId}/placeOrder/payment, or …/table/{tableId}/order/{orderId}/placeOrder/payment at a table. */
export function paymentPathOf(place: Pick<OrderPlace, "merchantType" | "locationSlug" | "orderId" | "tableId">): string {
  return place.tableId
    ? `${base(place)}/table/${place.tableId}/order/${place.orderId}/placeOrder/payment`
    : `${base(place)}/order/${place.orderId}/placeOrder/payment`;
}
