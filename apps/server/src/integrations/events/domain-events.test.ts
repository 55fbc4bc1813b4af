import type pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database";
import { createDomainEvents, createInProcessEvents, type DomainEvents } from "./domain-events";
import { createPostgresTransport } from "./event-transport";

const ORDER = "7b0c6a54-2f4b-4c39-9d7e-3f0a1c2b4d5e";
const status = (orderId: string, locationId: number) => ({
  orderId,
  status: 11,
  label: "Accepted",
  at: new Date(0).toISOString(),
  locationId,
});

describe("domain events in one process", () => {
  it("are heard by who follows the order, its location, or every one of the name; never by another name's", async () => {
    const events = createInProcessEvents();
    const heard: string[] = [];
    events.subscribe("orderStatus", { order: ORDER }, () => void heard.push("order"));
    events.subscribe("orderStatus", { location: 1 }, () => void heard.push("location 1"));
    events.subscribe("orderStatus", { location: 2 }, () => void heard.push("location 2"));
    events.subscribe("orderStatus", () => void heard.push("all"));
    events.subscribe("queueMoved", { location: 1 }, () => void heard.push("queue"));
    await events.publish("orderStatus", status(ORDER, 1));
    expect(heard.sort()).toEqual(["all", "location 1", "order"]);
  });

  it("follow one booking, or the whole line of its location", async () => {
    const events = createInProcessEvents();
    const heard: string[] = [];
    events.subscribe("lineMoved", { booking: "b-1" }, () => void heard.push("b-1"));
    events.subscribe("lineMoved", { location: 3 }, () => void heard.push("line"));
    await events.publish("lineMoved", { locationId: 3, bookingId: "b-2" });
    await events.publish("lineMoved", { locationId: 3, bookingId: "b-1" });
    await events.publish("lineMoved", { locationId: 3 });
    expect(heard).toEqual(["line", "line", "b-1", "line"]);
  });

  it("stop once unsubscribed", async () => {
    const events = createInProcessEvents();
    let calls = 0;
    const stop = events.subscribe("waiterCall", { location: 1 }, () => {
      calls += 1;
    });
    await events.publish("waiterCall", { locationId: 1 });
    stop();
    await events.publish("waiterCall", { locationId: 1 });
    expect(calls).toBe(1);
  });

  it("await a local event's listeners in turn, and a throw reaches the publisher", async () => {
    const events = createInProcessEvents();
    const steps: string[] = [];
    events.subscribe("orderCancelled", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push("released");
    });
    events.subscribe("orderCancelled", () => void steps.push("after"));
    await events.publish("orderCancelled", { orderId: ORDER });
    expect(steps).toEqual(["released", "after"]);
    events.subscribe("orderCancelled", () => {
      throw new Error("the card processor is down");
    });
    await expect(events.publish("orderCancelled", { orderId: ORDER })).rejects.toThrow("the card processor is down");
  });

  it("never fail a broadcast's publisher: a listener's throw is reported, the others still hear", async () => {
    const failures: [unknown, string][] = [];
    const events = createInProcessEvents((error, name) => failures.push([error, name]));
    let heard = 0;
    events.subscribe("stockChanged", () => {
      throw new Error("broken cache");
    });
    events.subscribe("stockChanged", () => {
      heard += 1;
    });
    await events.publish("stockChanged", { locationId: 1 });
    expect([heard, failures.map(([error, name]) => [(error as Error).message, name])]).toEqual([1, [["broken cache", "stockChanged"]]]);
  });
});

describe("a recorder of published events (the restaurant's live feed)", () => {
  it("writes each broadcast event down before anyone hears it, never a local one", async () => {
    const events = createInProcessEvents();
    const steps: string[] = [];
    events.recordPublished(async (name) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push(`recorded ${name}`);
    });
    events.subscribe("waiterCall", () => void steps.push("heard waiterCall"));
    events.subscribe("orderCancelled", () => void steps.push("heard orderCancelled"));
    await events.publish("waiterCall", { locationId: 1 });
    await events.publish("orderCancelled", { orderId: ORDER });
    expect(steps).toEqual(["recorded waiterCall", "heard waiterCall", "heard orderCancelled"]);
  });

  it("never fails the publisher: its failure is reported and the event still goes out; unsubscribed, it records nothing", async () => {
    const reported: string[] = [];
    const events = createInProcessEvents((_, name) => void reported.push(name));
    const heard: number[] = [];
    const stop = events.recordPublished(async () => {
      throw new Error("the database is away");
    });
    events.subscribe("stockChanged", ({ locationId }) => void heard.push(locationId));
    await events.publish("stockChanged", { locationId: 4 });
    stop();
    await events.publish("stockChanged", { locationId: 5 });
    expect(reported).toEqual(["stockChanged"]);
    expect(heard).toEqual([4, 5]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("domain events over PostgreSQL NOTIFY/LISTEN", () => {
  const closing: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  async function twoInstances(): Promise<[DomainEvents, DomainEvents, unknown[]]> {
    const database = await openTestDatabase();
    closing.push(() => database.close());
    const errors: unknown[] = [];
    const instance = async () => {
      const events = createDomainEvents(await createPostgresTransport(database.raw as pg.Pool, (e) => errors.push(e)), (e) =>
        errors.push(e),
      );
      closing.push(() => events.close());
      return events;
    };
    return [await instance(), await instance(), errors];
  }

  it("carry a broadcast event to the other instance, to who follows its key, heard once on the publisher's", async () => {
    const [one, other, errors] = await twoInstances();
    const here: number[] = [];
    one.subscribe("lineMoved", { location: 7 }, ({ locationId }) => void here.push(locationId));
    const there: number[] = [];
    other.subscribe("lineMoved", { location: 8 }, ({ locationId }) => void there.push(locationId));
    const arrived = new Promise((resolve) => other.subscribe("lineMoved", { location: 7 }, resolve));
    await one.publish("lineMoved", { locationId: 8 });
    await one.publish("lineMoved", { locationId: 7 });
    expect(await arrived).toEqual({ locationId: 7 });
    // Its own notification came back to the publisher too (NOTIFY reaches every listener): heard once all the same.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([here, there, errors]).toEqual([[7], [8], []]);
  });

  it("keep a local event in its process", async () => {
    const [one, other, errors] = await twoInstances();
    const there: string[] = [];
    other.subscribe("orderCancelled", ({ orderId }) => void there.push(orderId));
    const broadcast = new Promise((resolve) => other.subscribe("stockChanged", resolve));
    await one.publish("orderCancelled", { orderId: ORDER });
    await one.publish("stockChanged", { locationId: 1 });
    // Notifications arrive in the order they were sent: had the local one travelled, it would be heard by now.
    await broadcast;
    expect([there, errors]).toEqual([[], []]);
  });
});
