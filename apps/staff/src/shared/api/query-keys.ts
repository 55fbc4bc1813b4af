/** The console's query keys, one place: the live stream invalidates them by topic. */
export const staffKeys = {
  all: ["staff"] as const,
  orders: () => ["staff", "orders"] as const,
  tableQrCodes: () => ["staff", "table-qr-codes"] as const,
  restaurant: (locationSlug: string) => ["staff", "restaurant", locationSlug] as const,
};
