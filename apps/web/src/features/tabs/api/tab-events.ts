/**
 * GET /order/{orderId}/events for a tab: every frame (a round placed, a dish moved by the kitchen, a part paid) asks
 * for the tab again, since a dish's move need not change the order's own status.
 */
import type { Tab } from "@forkful/contracts/tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { orderEventsPath } from "../../../entities/order/api/order-events";
import type { StreamState } from "../../../shared/api/event-stream";
import { orderQueryKey } from "../../../shared/api/query-keys";
import { useLiveStream } from "../../../shared/hooks/use-live-stream";

/** Keeps the tab's queries live while the order has a tab that is still open or being paid (none yet: not at all). */
export function useTabEvents(orderId: string, tab: Pick<Tab, "state"> | null | undefined): StreamState {
  const enabled = Boolean(tab) && tab?.state !== "closed";
  const queryClient = useQueryClient();
  const path = enabled ? orderEventsPath(orderId) : null;
  // The first frame of each connection is the status the page has just read.
  const firstOf = useRef<string | null>(null);
  const state = useLiveStream(path, (frame) => {
    if (frame.event !== "status") return;
    if (firstOf.current !== path) {
      firstOf.current = path;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
  });
  if (path === null) firstOf.current = null;
  return state;
}
