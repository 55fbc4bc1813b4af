/** The streams of one restaurant on an instance share one read per change, and each gets only what it has not had. */
import { describe, expect, it } from "vitest";
import { createInProcessEvents } from "../../integrations/events/domain-events";
import type { StaffCaller } from "../../plugins/caller";
import type { LiveStream } from "../../plugins/live-streams";
import type { FeedRow, LiveFeedRepository } from "./live-feed.repository";
import type { LiveFeedDeps } from "./live-feed-deps";
import { createFeedFollowers } from "./location-feed";

const LOCATION = 7;
const row = (id: number): FeedRow => ({ id, locationId: LOCATION, topic: "orders", kind: "orderMoved", subject: null, at: new Date(0) });

function fakeFeed(rows: FeedRow[]) {
  const reads: number[] = [];
  const feed = {
    db: {},
    async rowsAfter(_ex: unknown, locationId: number, afterId: number, limit: number) {
      reads.push(afterId);
      return rows.filter((r) => r.locationId === locationId && r.id > afterId).slice(0, limit);
    },
  } as unknown as LiveFeedRepository;
  return { feed, reads };
}

function fakeStream() {
  const sent: number[] = [];
  const ends: (() => void)[] = [];
  const stream: LiveStream = {
    send: (_event, _data, id) => {
      sent.push(id!);
    },
    onEnd: (cleanup) => {
      ends.push(cleanup);
    },
  };
  const end = () => {
    for (const cleanup of ends) cleanup();
  };
  return { stream, sent, end };
}

const staff = { locationId: LOCATION } as StaffCaller;
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the streams following one restaurant", () => {
  it("read once per change for all of them, each sent only the rows after its own cursor", async () => {
    const rows = [row(1), row(2), row(3)];
    const { feed, reads } = fakeFeed(rows);
    const events = createInProcessEvents();
    const followers = createFeedFollowers({ feed, events } as unknown as LiveFeedDeps);
    const screens = Array.from({ length: 50 }, fakeStream);
    for (const screen of screens) followers.follow(screen.stream, staff, 3);
    const behind = fakeStream();
    followers.follow(behind.stream, staff, 1);
    await settle();
    expect(behind.sent).toEqual([2, 3]);

    reads.length = 0;
    rows.push(row(4), row(5));
    await events.publish("queueMoved", { locationId: LOCATION });
    await settle();
    expect(reads).toEqual([3]);
    for (const screen of screens) expect(screen.sent).toEqual([4, 5]);
    expect(behind.sent).toEqual([2, 3, 4, 5]);

    // Another restaurant's change wakes nobody here; once every stream has ended, nothing is read.
    await events.publish("queueMoved", { locationId: LOCATION + 1 });
    for (const screen of [...screens, behind]) screen.end();
    reads.length = 0;
    await events.publish("queueMoved", { locationId: LOCATION });
    await settle();
    expect(reads).toEqual([]);
  });
});
