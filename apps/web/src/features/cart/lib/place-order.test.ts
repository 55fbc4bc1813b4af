import { MENU_REFRESH_AFTER_TRIGGER_MS, START_THROTTLE_MS } from "@forkful/contracts/constants";
import { MESSAGES } from "@forkful/contracts/messages";
import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it, vi } from "vitest";
import { createStartThrottle } from "../../../shared/lib/start-throttle";
import type { CreateOrderInput } from "./order-request";
import { type PlacementDeps, placeOrder } from "./place-order";

const request = { idempotencyKey: "8f2b2c1e-1111-4a4a-9b9b-123456789abc", locationId: 7 } as CreateOrderInput;
const order = { orderId: "o-1", locationId: 7 } as Order;

function deps(send: PlacementDeps["send"] = async () => ({ ok: true, status: 201, data: order })) {
  let now = 0;
  const scheduled: [() => void, number][] = [];
  return {
    clock: (ms: number) => {
      now = ms;
    },
    scheduled,
    deps: {
      throttle: createStartThrottle(START_THROTTLE_MS.orderPlacement, () => now),
      send: vi.fn(send),
      notifyError: vi.fn(),
      refreshMenu: vi.fn(),
      schedule: (run: () => void, ms: number) => scheduled.push([run, ms]),
    },
  };
}

describe("placing an order", () => {
  it("sends nothing for a second start inside 5000 ms, and starts again after", async () => {
    const t = deps();
    expect((await placeOrder(request, t.deps)).status).toBe("placed");
    t.clock(4999);
    expect(await placeOrder(request, t.deps)).toEqual({ status: "throttled" });
    expect(t.deps.send).toHaveBeenCalledTimes(1);
    t.clock(5000);
    await placeOrder(request, t.deps);
    expect(t.deps.send).toHaveBeenCalledTimes(2);
  });

  it("sends the same request (and idempotency key) it was given", async () => {
    const t = deps();
    await placeOrder(request, t.deps);
    expect(t.deps.send).toHaveBeenCalledWith(request);
  });

  it("refreshes the restaurant's menu 3000 ms after a placement", async () => {
    const t = deps();
    await placeOrder(request, t.deps);
    expect(t.scheduled).toHaveLength(1);
    expect(t.scheduled[0]![1]).toBe(MENU_REFRESH_AFTER_TRIGGER_MS);
    expect(t.deps.refreshMenu).not.toHaveBeenCalled();
    t.scheduled[0]![0]();
    expect(t.deps.refreshMenu).toHaveBeenCalledWith(7);
  });

  it("shows the server's message when it refuses the order", async () => {
    const t = deps(async () => ({ ok: false, status: 409, error: "Conflict", message: "Rainbow Cookie is sold out" }));
    expect(await placeOrder(request, t.deps)).toEqual({ status: "failed", message: "Rainbow Cookie is sold out" });
    expect(t.deps.notifyError).toHaveBeenCalledWith("Rainbow Cookie is sold out");
    expect(t.scheduled).toHaveLength(0);
  });

  it("says 'Please Retry' when there is no answer or a server fault", async () => {
    const thrown = deps(() => Promise.reject(new Error("network")));
    expect(await placeOrder(request, thrown.deps)).toEqual({ status: "failed", message: MESSAGES.orderPlacementFailed });
    const fault = deps(async () => ({ ok: false, status: 500, error: "Internal", message: "Internal Server Error" }));
    await placeOrder(request, fault.deps);
    expect(fault.deps.notifyError).toHaveBeenCalledWith("Please Retry");
  });
});
