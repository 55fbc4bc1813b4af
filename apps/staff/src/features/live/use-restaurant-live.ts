/**
 * The restaurant's one live stream (GET /staff/live): each frame names what changed (orders, tickets, the line…) and
 * the screens following it refetch. A dropped stream reconnects saying the last event id it heard, and the server
 * replays what was missed (or, when it cannot, says "resync": everything is read again). Says whether the screen is
 * live and since when not.
 */
import type { SseFrame } from "@forkful/api-client/sse-parser";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { staffKeys } from "../../shared/api/query-keys";
import { openStaffStream } from "../../shared/api/staff-client";
import { playNewOrderChime } from "../../shared/audio/new-order-chime";

export interface LiveState {
  live: boolean;
  /** When the stream last dropped (null while live, or before it first opened). */
  offlineSince: Date | null;
}

/** What each topic of the stream refreshes. Topics this console has no screen for yet are heard and ignored. */
const KEYS_OF_TOPIC: Record<string, readonly (readonly string[])[]> = {
  // A table's state follows its tab (ordering, eating, paying), and a delivery its order.
  orders: [staffKeys.orders(), staffKeys.tables(), staffKeys.deliveries(), staffKeys.kitchenTickets()],
  tickets: [staffKeys.orders(), staffKeys.tables(), staffKeys.kitchenTickets()],
  line: [staffKeys.waitlist(), staffKeys.reservations(), staffKeys.tables()],
  waiterCalls: [staffKeys.waiterCalls()],
  curbside: [staffKeys.curbside()],
  support: [staffKeys.supportRequests()],
  stock: [staffKeys.menuAvailability()],
};

function kindOf(frame: SseFrame): string | null {
  try {
    const data = JSON.parse(frame.data) as { kind?: unknown };
    return typeof data.kind === "string" ? data.kind : null;
  } catch {
    return null;
  }
}

export function useRestaurantLive(enabled: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<LiveState>({ live: false, offlineSince: null });

  useEffect(() => {
    if (!enabled) return;
    return openStaffStream("/staff/live", {
      onFrame(frame) {
        if (frame.event === "resync") {
          void queryClient.invalidateQueries({ queryKey: staffKeys.all });
          return;
        }
        for (const queryKey of KEYS_OF_TOPIC[frame.event] ?? []) void queryClient.invalidateQueries({ queryKey });
        if (kindOf(frame) === "orderPlaced") playNewOrderChime();
      },
      onState(stream) {
        if (stream === "live") {
          setState({ live: true, offlineSince: null });
        } else if (stream === "reconnecting") {
          setState((now) => ({ live: false, offlineSince: now.offlineSince ?? new Date() }));
        }
      },
    });
  }, [enabled, queryClient]);

  return state;
}
