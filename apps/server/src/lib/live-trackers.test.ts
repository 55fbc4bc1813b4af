import { MESSAGES } from "@forkful/contracts/messages";
import { describe, expect, it } from "vitest";
import { createLiveTrackers } from "./live-trackers";

describe("createLiveTrackers", () => {
  it("refuses a client at its bound (429) before the server's (503), and counts each tracker off once", () => {
    const trackers = createLiveTrackers(
      { perClient: 2, total: 3 },
      { perClient: MESSAGES.orderTrackersPerClient, busy: MESSAGES.orderTrackersBusy },
    );
    const first = trackers.admit("a");
    expect(first.admitted).toBe(true);
    expect(trackers.admit("a").admitted).toBe(true);
    expect(trackers.admit("a")).toMatchObject({ admitted: false, statusCode: 429, message: MESSAGES.orderTrackersPerClient });
    expect(trackers.admit("b").admitted).toBe(true);
    expect(trackers.admit("c")).toMatchObject({ admitted: false, statusCode: 503, retryAfterSeconds: expect.any(Number) });
    expect(trackers.admit("a")).toMatchObject({ statusCode: 429 });
    if (!first.admitted) throw new Error("unreachable");
    // A stream ends by the server closing it and by its socket closing: both count it off, once.
    first.release();
    first.release();
    expect(trackers.open()).toBe(2);
    expect(trackers.admit("c").admitted).toBe(true);
    expect(trackers.admit("d")).toMatchObject({ statusCode: 503 });
  });
});
