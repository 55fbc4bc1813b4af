import type { SseFrame } from "@forkful/api-client/sse-parser";
import { useEffect, useRef, useState } from "react";
import { openEventStream, type StreamState } from "../api/event-stream";

/**
 * The one live-stream hook (an order's, a tab's, a check-in's Server-Sent Events): opens the stream at `path` (under
 * /data-services) while `path` is set, hands each frame to the latest `onFrame` (a new listener does not reopen the
 * stream) and says how the stream stands. A null `path` closes it: the thing followed is over, or not known yet.
 */
export function useLiveStream(path: string | null, onFrame: (frame: SseFrame) => void): StreamState {
  const [state, setState] = useState<StreamState>("connecting");
  const listener = useRef(onFrame);
  listener.current = onFrame;

  useEffect(() => {
    if (path === null) {
      setState("closed");
      return;
    }
    return openEventStream(path, { onState: setState, onFrame: (frame) => listener.current(frame) });
  }, [path]);

  return state;
}
