/** The console's query keys, one place: the live stream invalidates them by topic. */
export const staffKeys = {
  all: ["staff"] as const,
  orders: () => ["staff", "orders"] as const,
  ordering: () => ["staff", "ordering"] as const,
  menuAvailability: () => ["staff", "menu-availability"] as const,
  restaurant: (locationId: number) => ["staff", "restaurant", locationId] as const,
  tableQrCodes: () => ["staff", "table-qr-codes"] as const,
  waitlist: () => ["staff", "waitlist"] as const,
  reservations: (date?: string) => (date ? (["staff", "reservations", date] as const) : (["staff", "reservations"] as const)),
  tables: () => ["staff", "tables"] as const,
  waiterCalls: () => ["staff", "waiter-calls"] as const,
  curbside: () => ["staff", "curbside"] as const,
  supportRequests: () => ["staff", "support-requests"] as const,
  feedback: () => ["staff", "feedback"] as const,
  shortLinks: () => ["staff", "short-links"] as const,
  campaigns: () => ["staff", "campaigns"] as const,
  events: () => ["staff", "events"] as const,
};
