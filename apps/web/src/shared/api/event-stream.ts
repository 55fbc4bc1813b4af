/** The diners' app's event streams: the shared stream reader (packages/api-client) opened with the diner's session. */
import { type EventStreamOptions, openEventStream as openStream } from "@forkful/api-client/event-stream";
import { renewAccessToken } from "./api-client";
import { sessionAccess } from "./session-access";

const diner = { accessToken: () => sessionAccess()?.tokens()?.accessToken ?? null, renew: renewAccessToken };

/** Opens the stream at `path` (under /data-services) as the diner; the returned function closes it for good. */
export const openEventStream = (path: string, options: EventStreamOptions): (() => void) => openStream(path, diner, options);

export { type EventStreamOptions, parseFrame, retryDelay, type StreamState } from "@forkful/api-client/event-stream";
