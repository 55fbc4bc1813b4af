/** The console's query keys, one place: the live stream invalidates them by topic. */
export const staffKeys = {
  all: ["staff"] as const,
  orders: () => ["staff", "orders"] as const,
  ordering: () => ["staff", "ordering"] as const,
  restaurant: (locationId: number) => ["staff", "restaurant", locationId] as const,
  tableQrCodes: () => ["staff", "table-qr-codes"] as const,
};
