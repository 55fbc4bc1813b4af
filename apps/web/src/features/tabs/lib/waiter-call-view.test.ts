import { CALL_WAITER_LABEL, type WaiterCall } from "@forkful/contracts/waiter-calls";
import { describe, expect, it } from "vitest";
import { cooldownSeconds, waiterCallView } from "./waiter-call-view";

const NOW = Date.parse("2026-11-24T19:42:00.000Z");
const call = (changes: Partial<WaiterCall> = {}): WaiterCall => ({
  callId: "5a3c8f1e-2b4d-4c6e-8f0a-1b2c3d4e5f60",
  locationId: 1,
  tableId: "T4",
  tableName: "Table 4",
  orderId: null,
  state: "open",
  stateLabel: "Waiter called",
  calledAt: "2026-11-24T19:41:30.000Z",
  acknowledgedAt: null,
  nextCallAt: "2026-11-24T19:42:30.000Z",
  ...changes,
});

describe("the Call Waiter button", () => {
  it("offers the spec's label with no call", () => {
    expect(waiterCallView(null, { calling: false, now: NOW })).toEqual({
      label: CALL_WAITER_LABEL,
      disabled: false,
      status: null,
      onTheWay: false,
    });
  });

  it("waits while calling", () => {
    expect(waiterCallView(null, { calling: true, now: NOW })).toMatchObject({ label: "Calling…", disabled: true });
  });

  it("says the waiter is called and counts down the cooldown, rounding up", () => {
    expect(waiterCallView(call(), { calling: false, now: NOW })).toEqual({
      label: "You can call again in 30 s",
      disabled: true,
      status: "Waiter called",
      onTheWay: false,
    });
    expect(waiterCallView(call(), { calling: false, now: NOW + 29_500 }).label).toBe("You can call again in 1 s");
  });

  it("says a waiter is on the way once acknowledged, and may call again after the cooldown", () => {
    const acknowledged = call({ state: "acknowledged", acknowledgedAt: "2026-11-24T19:41:50.000Z" });
    expect(waiterCallView(acknowledged, { calling: false, now: NOW + 30_000 })).toEqual({
      label: CALL_WAITER_LABEL,
      disabled: false,
      status: "A waiter is on the way",
      onTheWay: true,
    });
  });

  it("says nothing of a closed call, but keeps its cooldown", () => {
    expect(waiterCallView(call({ state: "closed" }), { calling: false, now: NOW })).toMatchObject({ status: null, disabled: true });
    expect(waiterCallView(call({ state: "closed" }), { calling: false, now: NOW + 31_000 })).toMatchObject({
      status: null,
      disabled: false,
    });
  });

  it("reads a bad next-call time as no cooldown", () => {
    expect(cooldownSeconds(call({ nextCallAt: "soon" }), NOW)).toBe(0);
    expect(cooldownSeconds(null, NOW)).toBe(0);
  });
});
