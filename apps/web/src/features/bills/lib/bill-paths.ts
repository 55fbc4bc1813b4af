/** The paths of a tab's bill (spec §2): the table order view, a part of the bill, its receipt and the whole bill's payment. */

export interface TabPlace {
  merchantType: string;
  locationSlug: string;
  tableId: string;
  orderId: string;
}

const tabBase = ({ merchantType, locationSlug, tableId, orderId }: TabPlace) =>
  `/${merchantType}/${locationSlug}/table/${encodeURIComponent(tableId)}/order/${orderId}`;

/** …/table/{tableId}/order/{orderId}: the tab. */
export const tabPathOf = (place: TabPlace) => tabBase(place);

/** …/table/{tableId}/order/{orderId}/e/splitId/{splitId}: a part of the bill and its payment. */
export const partPathOf = (place: TabPlace, splitId: string) => `${tabBase(place)}/e/splitId/${encodeURIComponent(splitId)}`;

/** …/table/{tableId}/order/{orderId}/receipt/e/splitId/{splitId}: a part's receipt. */
export const partReceiptPathOf = (place: TabPlace, splitId: string) => `${tabBase(place)}/receipt/e/splitId/${encodeURIComponent(splitId)}`;

/** …/table/{tableId}/order/{orderId}/receipt: the whole bill's receipt. */
export const tabReceiptPathOf = (place: TabPlace) => `${tabBase(place)}/receipt`;

/** …/table/{tableId}/order/{orderId}/placeOrder/payment: pay the whole bill now. */
export const wholeBillPaymentPathOf = (place: TabPlace) => `${tabBase(place)}/placeOrder/payment`;
