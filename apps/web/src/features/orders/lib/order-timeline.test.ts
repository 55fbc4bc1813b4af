import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { orderTimeline, RELEASED_STEP } from "./order-timeline";

const at = (minute: number) => `2026-11-23T15:${String(minute).padStart(2, "0")}:00.000Z`;
const order = (orderType: Order["orderType"], statuses: number[]): Pick<Order, "orderType" | "status" | "history" | "orderTime"> => ({
  orderType,
  status: statuses.at(-1)!,
  orderTime: at(0),
  history: statuses.map((status, i) => ({ status, label: String(status), at: at(i) })),
});

const states = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.key}:${s.state}`);

describe("order timeline", () => {
  it("shows a new pickup order placed, with the rest to come", () => {
    const steps = orderTimeline(order("pickup", [OrderStatus.Created]));
    expect(states(steps)).toEqual(["placed:current", "accepted:next", "preparing:next", "ready:next", "picked-up:next"]);
    expect(steps[0]!.at).toBe(at(0));
    expect(steps[1]!.at).toBeNull();
  });

  it("marks the steps before the current one done, with their times", () => {
    const steps = orderTimeline(order("pickup", [6, 11, 12, 13]));
    expect(states(steps)).toEqual(["placed:done", "accepted:done", "preparing:done", "ready:current", "picked-up:next"]);
    expect(steps.map((s) => s.at)).toEqual([at(0), at(1), at(2), at(3), null]);
    expect(steps[3]!.label).toBe("Ready for pickup");
  });

  it("finishes every step when the last one is reached", () => {
    expect(states(orderTimeline(order("pickup", [6, 11, 12, 13, 16])))).toEqual([
      "placed:done",
      "accepted:done",
      "preparing:done",
      "ready:done",
      "picked-up:done",
    ]);
  });

  it("follows the flow of each order type", () => {
    expect(orderTimeline(order("delivery", [6, 11, 12, 13, 14])).map((s) => s.key)).toEqual([
      "placed",
      "accepted",
      "preparing",
      "ready",
      "on-the-way",
      "delivered",
    ]);
    expect(states(orderTimeline(order("delivery", [6, 11, 12, 13, 14])))[4]).toBe("on-the-way:current");
    expect(states(orderTimeline(order("dinein", [6, 11, 12, 13, 59])))).toEqual([
      "placed:done",
      "accepted:done",
      "preparing:done",
      "ready:done",
      "served:current",
      "completed:next",
    ]);
  });

  it("puts the kitchen's statuses (event orders, KOT ready) in preparation, and a modified order at placed", () => {
    expect(states(orderTimeline(order("pickup", [6, 11, 70])))[2]).toBe("preparing:current");
    expect(states(orderTimeline(order("pickup", [6, 11, 12, 43])))[2]).toBe("preparing:current");
    expect(states(orderTimeline(order("pickup", [6, 7])))[0]).toBe("placed:current");
  });

  it("ends a cancelled order at who cancelled it", () => {
    const byYou = orderTimeline(order("pickup", [6, 8]));
    expect(states(byYou)).toEqual(["placed:done", "cancelled:cancelled"]);
    expect(byYou[1]).toMatchObject({ label: "Cancelled by you", at: at(1) });
    const byThem = orderTimeline(order("delivery", [6, 11, 12, 9]));
    expect(states(byThem)).toEqual(["placed:done", "accepted:done", "preparing:done", "cancelled:cancelled"]);
    expect(byThem.at(-1)!.label).toBe("Cancelled by the restaurant");
  });

  it("ends an order released for not being paid at a release step, not 'Cancelled by the restaurant'", () => {
    const released = { ...order("pickup", [OrderStatus.Created, OrderStatus.CancelledByMerchant]), releasedUnpaidAt: at(15) };
    const steps = orderTimeline(released);
    expect(states(steps)).toEqual(["placed:done", "cancelled:cancelled"]);
    expect(steps[1]).toMatchObject({ label: RELEASED_STEP, at: at(15) });
  });
});
