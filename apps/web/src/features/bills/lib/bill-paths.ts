/** The paths of a tab's bill (spec §2): a part of the bill, its receipt and the whole bill's payment, under the tab's. */
import { tabPathOf } from "../../../entities/table/lib/tab-paths";

export interface TabPlace {
  merchantType: string;
  locationSlug: string;
  tableId: string;
  orderId: string;
}

/** …/table/{tableId}/order/{orderId}: the tab (the table order view). */
export const tabViewPathOf = (place: TabPlace) => tabPathOf(place, place.orderId);
const tabBase = tabViewPathOf;

/** …/table/{tableId}/order/{orderId}/e/splitId/{splitId}: a part of the bill and its payment. */
export const partPathOf = (place: TabPlace, splitId: string) => `${tabBase(place)}/e/splitId/${encodeURIComponent(splitId)}`;

/** …/table/{tableId}/order/{orderId}/receipt/e/splitId/{splitId}: a part's receipt. */
export const partReceiptPathOf = (place: TabPlace, splitId: string) => `${tabBase(place)}/receipt/e/splitId/${encodeURIComponent(splitId)}`;

/** …/table/{tableId}/order/{orderId}/receipt: the whole bill's receipt. */
export const tabReceiptPathOf = (place: TabPlace) => `${tabBase(place)}/receipt`;

/** …/table/{tableId}/order/{orderId}/placeOrder/payment: pay the whole bill now. */
export const wholeBillPaymentPathOf = (place: TabPlace) => `${tabBase(place)}/placeOrder/payment`;
