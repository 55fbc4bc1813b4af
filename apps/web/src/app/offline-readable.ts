/**
 * Pages that stay on screen while the device is offline (issue 11): an order's tracker and receipt, already loaded,
 * are what the diner shows at the counter, so they stay readable under a banner instead of the no-internet screen.
 * A route says so with this handle (routes.tsx); the root layout reads it.
 */
export const READABLE_OFFLINE = { readableOffline: true } as const;

export function isReadableOffline(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { readableOffline?: unknown }).readableOffline === true;
}
