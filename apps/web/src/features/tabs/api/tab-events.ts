/**
 * GET /order/{orderId}/events for a tab: every frame (a round placed, a dish moved by the kitchen, a part paid) asks
 * for the tab again, since a dish's move need not change the order's own status.
 */
import type { Tab } from "@forkful/contracts/tabs";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { openEventStream, type StreamState } from "../../../shared/api/event-stream";
import { orderQueryKey } from "../../../shared/api/query-keys";

/** Keeps the tab's queries live while the order has a tab that is still open or being paid (none yet: not at all). */
export function useTabEvents(orderId: string, tab: Pick<Tab, "state"> | null | undefined): StreamState {
  const enabled = Boolean(tab) && tab?.state !== "closed";
  const queryClient = useQueryClient();
  const [state, setState] = useState<StreamState>("connecting");
  useEffect(() => {
    if (!enabled) {
      setState("closed");
      return;
    }
    let first = true;
    return openEventStream(`/order/${encodeURIComponent(orderId)}/events`, {
      onState: setState,
      onFrame: (frame) => {
        if (frame.event !== "status") return;
        // The first frame is the status the page has just read.
        if (first) {
          first = false;
          return;
        }
        void queryClient.invalidateQueries({ queryKey: orderQueryKey(orderId) });
      },
    });
  }, [orderId, enabled, queryClient]);
  return state;
}
