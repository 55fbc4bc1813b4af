/** The paths of a table and its tab (spec §2, issue 13), for every feature that links to them. */

export interface TablePlace {
  merchantType: string;
  locationSlug: string;
  tableId: string;
}

const tableBase = ({ merchantType, locationSlug, tableId }: TablePlace) =>
  `/${merchantType}/${locationSlug}/table/${encodeURIComponent(tableId)}`;

/** …/table/{tableId}: the table's landing (its QR code). */
export const tableLandingPathOf = (place: TablePlace) => tableBase(place);

/** …/table/{tableId}/menu/dinein: the table's menu, ordering a new round (or opening a tab). */
export const tableMenuPathOf = (place: TablePlace) => `${tableBase(place)}/menu/dinein`;

/** …/table/{tableId}/order/{orderId}: the table order view (the tab). */
export const tabPathOf = (place: TablePlace, orderId: string) => `${tableBase(place)}/order/${encodeURIComponent(orderId)}`;

/** …/table/{tableId}/order/{orderId}/menu/dinein: "Order more" on that tab. */
export const tabMenuPathOf = (place: TablePlace, orderId: string) => `${tabPathOf(place, orderId)}/menu/dinein`;
