import { MESSAGES } from "@forkful/contracts/messages";
import { describe, expect, it } from "vitest";
import { createLiveTrackers } from "./live-trackers";
import { createLocalBounds } from "./shared-bounds";

const refusals = { perClient: MESSAGES.orderTrackersPerClient, busy: MESSAGES.orderTrackersBusy };

describe("createLiveTrackers", () => {
  it("refuses the server over its bound (503) and a client at its own (429), and counts each tracker off once", async () => {
    const trackers = createLiveTrackers("order", { perClient: 2, total: 3, bounds: createLocalBounds() }, refusals);
    const first = await trackers.admit("a");
    expect(first.admitted).toBe(true);
    expect((await trackers.admit("a")).admitted).toBe(true);
    expect(await trackers.admit("a")).toMatchObject({ admitted: false, statusCode: 429, message: MESSAGES.orderTrackersPerClient });
    expect((await trackers.admit("b")).admitted).toBe(true);
    expect(await trackers.admit("c")).toMatchObject({ admitted: false, statusCode: 503, retryAfterSeconds: expect.any(Number) });
    expect(await trackers.admit("a")).toMatchObject({ statusCode: 503 });
    if (!first.admitted) throw new Error("unreachable");
    // A stream ends by the server closing it and by its socket closing: both count it off, once.
    first.release();
    first.release();
    expect(trackers.open()).toBe(2);
    expect((await trackers.admit("c")).admitted).toBe(true);
    expect(await trackers.admit("d")).toMatchObject({ statusCode: 503 });
  });

  it("counts a client's trackers of each kind apart, in bounds that kinds may share", async () => {
    const bounds = createLocalBounds();
    const orders = createLiveTrackers("order", { perClient: 1, total: 10, bounds }, refusals);
    const waitlist = createLiveTrackers("waitlist", { perClient: 1, total: 10, bounds }, refusals);
    expect((await orders.admit("a")).admitted).toBe(true);
    expect((await waitlist.admit("a")).admitted).toBe(true);
    expect(await orders.admit("a")).toMatchObject({ statusCode: 429 });
    expect(orders.open() + waitlist.open()).toBe(2);
  });
});
