import { START_THROTTLE_MS } from "@forkful/contracts/constants";
import { createStartThrottle } from "../../../shared/lib/start-throttle";

/**
 * Spec §9's short-link start throttle (5000 ms), keyed by the link's id: a second start inside the window (a remount,
 * a double render) sends no request and waits for the first one's answer, so a visit is resolved and counted once.
 */
export const shortLinkThrottle = createStartThrottle(START_THROTTLE_MS.shortLink);

const started = new Map<string, Promise<string>>();

/** `resolve(id)` once per window: inside it, the same answer as the first start. */
export function resolveOnce(id: string, resolve: (id: string) => Promise<string>): Promise<string> {
  const running = started.get(id);
  if (!shortLinkThrottle.tryStart(id) && running) return running;
  const next = resolve(id);
  started.set(id, next);
  return next;
}

/** Forgets every start (tests). */
export function resetShortLinkStarts(): void {
  started.clear();
  shortLinkThrottle.reset();
}
