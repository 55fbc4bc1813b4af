/** the table order view /table/{tableId}/order/{orderId}: the tab (W1 builds it) */
export function TableOrderPage() {
  return null;
}
