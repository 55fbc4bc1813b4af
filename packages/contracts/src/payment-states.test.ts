import { describe, expect, it } from "vitest";
import {
  ATTEMPTABLE_STATES,
  canMovePayment,
  HOLDING_STATES,
  moneyIsLocked,
  PAYER_STEPS,
  PAYMENT_MOVES,
  REPLACEABLE_STATES,
} from "./payment-states";
import { FAILED_PAYMENT_STATES, PAYMENT_STATES, SETTLED_PAYMENT_STATES } from "./payments";

describe("payment moves", () => {
  it("names every state", () => {
    expect(Object.keys(PAYMENT_MOVES).sort()).toEqual([...PAYMENT_STATES].sort());
  });

  it("follows a card from start to collected, through the processor's answer", () => {
    expect(canMovePayment("started", "authorizing")).toBe(true);
    expect(canMovePayment("authorizing", "authorizing")).toBe(true);
    expect(canMovePayment("authorizing", "authorized")).toBe(true);
    expect(canMovePayment("authorized", "collecting")).toBe(true);
    expect(canMovePayment("collecting", "collected")).toBe(true);
  });

  it("lets a failed attempt be tried again, and nothing else", () => {
    for (const state of FAILED_PAYMENT_STATES) expect(PAYMENT_MOVES[state]).toEqual(["authorizing"]);
    for (const state of ATTEMPTABLE_STATES) expect(canMovePayment(state, "authorizing")).toBe(true);
  });

  it("closes every replaceable state when another way of paying starts", () => {
    for (const state of REPLACEABLE_STATES) expect(canMovePayment(state, "cancelled")).toBe(true);
  });

  it("gives back money that is held, never money that is not", () => {
    for (const state of ["authorizing", "authorized", "collecting", "collected", "awaiting_payer"] as const)
      expect(canMovePayment(state, "refunded")).toBe(true);
    expect(canMovePayment("started", "refunded")).toBe(false);
    expect(canMovePayment("at_location", "refunded")).toBe(false);
  });

  it("never leaves a closed payment, and never charges collected money again", () => {
    for (const to of PAYMENT_STATES) {
      expect(canMovePayment("cancelled", to)).toBe(false);
      expect(canMovePayment("refunded", to)).toBe(false);
    }
    expect(canMovePayment("collected", "authorizing")).toBe(false);
    expect(canMovePayment("collected", "collecting")).toBe(false);
    expect(canMovePayment("authorized", "authorized")).toBe(false);
  });

  it("cannot collect at the location what was not initiated there", () => {
    expect(canMovePayment("started", "collected")).toBe(false);
    expect(canMovePayment("at_location", "collected")).toBe(true);
  });
});

describe("money held", () => {
  it("locks the order's total while a payment holds it or a payer was asked", () => {
    for (const state of HOLDING_STATES) expect(moneyIsLocked([state])).toBe(true);
    expect(moneyIsLocked(["awaiting_payer"])).toBe(true);
    expect(moneyIsLocked(["at_location"])).toBe(true);
    expect(moneyIsLocked(["started", "declined", "cancelled", "refunded"])).toBe(false);
  });
});

describe("the payer's steps", () => {
  const statesWhere = (step: string) => PAYMENT_STATES.filter((state) => PAYER_STEPS[state] === step).sort();

  it("are done exactly where a payment is settled, and try again exactly where it failed", () => {
    expect(statesWhere("done")).toEqual([...SETTLED_PAYMENT_STATES].sort());
    expect(statesWhere("retry")).toEqual([...FAILED_PAYMENT_STATES].sort());
  });

  it("collect only what the machine lets be collected, and close only where it moves no more toward payment", () => {
    for (const state of statesWhere("collect"))
      expect(canMovePayment(state, "collecting") || canMovePayment(state, "collected")).toBe(true);
    for (const state of statesWhere("closed")) expect(PAYMENT_MOVES[state]).toEqual([]);
  });
});
