/**
 * Until staff.module.ts uses ./public (it builds cards only to hand them to the payments service).
 * @deprecated use ./public
 */
export function createCardsService(_deps: Record<string, unknown>): Record<string, never> {
  return {};
}
