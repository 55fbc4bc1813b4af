import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import { type BookingEvents, createInProcessBookingEvents, createPostgresBookingEvents } from "./booking-events";

/** Resolves with the number of times the listener was called once `settle` ms pass without another call. */
function heard(events: BookingEvents, locationId: number) {
  let count = 0;
  let wake: () => void = () => {};
  const unsubscribe = events.subscribe(locationId, () => {
    count += 1;
    wake();
  });
  return {
    unsubscribe,
    count: () => count,
    next: () => new Promise<void>((resolve) => (wake = resolve)),
  };
}

describe("booking events in one process", () => {
  it("tell the listeners of that location only, until they unsubscribe", async () => {
    const events = createInProcessBookingEvents();
    const here = heard(events, 1);
    const elsewhere = heard(events, 2);
    await events.publish(1);
    expect([here.count(), elsewhere.count()]).toEqual([1, 0]);
    here.unsubscribe();
    await events.publish(1);
    expect(here.count()).toBe(1);
  });

  it("keep waiter events apart from the line's: each kind is heard by its own listeners", async () => {
    const events = createInProcessBookingEvents();
    const line = heard(events, 1);
    let calls = 0;
    const unsubscribe = events.waiter.subscribe(1, () => {
      calls += 1;
    });
    await events.waiter.publish(1);
    await events.waiter.publish(2);
    expect([calls, line.count()]).toEqual([1, 0]);
    await events.publish(1);
    expect([calls, line.count()]).toEqual([1, 1]);
    unsubscribe();
    await events.waiter.publish(1);
    expect(calls).toBe(1);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("booking events over PostgreSQL NOTIFY/LISTEN", () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  it("reach every instance: published on one, heard on another, for that location only", async () => {
    const database = await openTestDatabase();
    closing.push(() => database.close());
    const pool = database.raw as pg.Pool;
    const errors: unknown[] = [];
    const one = await createPostgresBookingEvents(pool, (error) => errors.push(error));
    const other = await createPostgresBookingEvents(pool, (error) => errors.push(error));
    closing.push(
      () => one.close(),
      () => other.close(),
    );
    const here = heard(other, 7);
    const elsewhere = heard(other, 8);
    const arrived = here.next();
    await one.publish(7);
    await arrived;
    expect([here.count(), elsewhere.count(), errors]).toEqual([1, 0, []]);
  });

  it("carry waiter events to every instance too, heard only as waiter events", async () => {
    const database = await openTestDatabase();
    closing.push(() => database.close());
    const pool = database.raw as pg.Pool;
    const errors: unknown[] = [];
    const one = await createPostgresBookingEvents(pool, (error) => errors.push(error));
    const other = await createPostgresBookingEvents(pool, (error) => errors.push(error));
    closing.push(
      () => one.close(),
      () => other.close(),
    );
    const line = heard(other, 7);
    const arrived = new Promise<void>((resolve) => other.waiter.subscribe(7, resolve));
    await one.waiter.publish(7);
    await arrived;
    // A line event published after it arrives after it: had the waiter event woken the line, the count would be 2.
    const lineMoved = line.next();
    await one.publish(7);
    await lineMoved;
    expect([line.count(), errors]).toEqual([1, []]);
  });
});
