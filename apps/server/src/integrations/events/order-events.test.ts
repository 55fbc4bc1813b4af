import { describe, expect, it } from "vitest";
import { createInProcessOrderEvents, type OrderEvent } from "./order-events";

const ORDER = "7b0c6a54-2f4b-4c39-9d7e-3f0a1c2b4d5e";

describe("order events in one process", () => {
  it("keep a restaurant's queue moving apart from its orders' status: each kind is heard by its own listeners", async () => {
    const events = createInProcessOrderEvents();
    const statuses: OrderEvent[] = [];
    let moves = 0;
    events.subscribe(ORDER, (event) => statuses.push(event));
    const unsubscribe = events.queue.subscribe(1, () => {
      moves += 1;
    });
    await events.queue.publish(1);
    await events.queue.publish(2);
    expect([moves, statuses.length]).toEqual([1, 0]);
    const event = { orderId: ORDER, status: 11, label: "Accepted", at: new Date(0).toISOString() };
    await events.publish(event);
    expect([moves, statuses]).toEqual([1, [event]]);
    unsubscribe();
    await events.queue.publish(1);
    expect(moves).toBe(1);
  });
});
