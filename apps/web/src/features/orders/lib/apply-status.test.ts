import type { Order } from "@forkful/contracts/orders";
import { describe, expect, it } from "vitest";
import { applyStatusEvent } from "./apply-status";

const base = {
  status: 6,
  statusLabel: "Order Received",
  history: [{ status: 6, label: "Order Received", at: "2026-11-23T15:37:10.796Z" }],
} as Order;

describe("applying a status event", () => {
  it("moves the order to the new status and adds it to the history", () => {
    const next = applyStatusEvent(base, { status: 11, label: "Accepted", at: "2026-11-23T15:38:00.000Z" });
    expect(next).toMatchObject({ status: 11, statusLabel: "Accepted" });
    expect(next.history.map((h) => h.status)).toEqual([6, 11]);
  });

  it("ignores the event it already has (the stream's first event repeats the current status)", () => {
    expect(applyStatusEvent(base, base.history[0]!).history).toHaveLength(1);
  });

  it("keeps the latest status when events arrive out of order", () => {
    const later = applyStatusEvent(base, { status: 12, label: "In Progress", at: "2026-11-23T15:40:00.000Z" });
    const earlier = applyStatusEvent(later, { status: 11, label: "Accepted", at: "2026-11-23T15:38:00.000Z" });
    expect(earlier.status).toBe(12);
    expect(earlier.history.map((h) => h.status)).toEqual([6, 11, 12]);
  });
});
