/** The checkout's word on the chosen address: distance and fee, or the refusal that says how far and what to do. */
import { DELIVERY_AREA_TEXTS } from "@forkful/contracts/delivery-area";
import { describe, expect, it } from "vitest";
import { deliveryVerdictView, verdictBlocks } from "./delivery-verdict";

const US = { country: "United States", currency: "USD" as const, branchName: "Mission" };
const answer = { distanceKm: 3.2, deliverable: true, deliveryKMRadius: 6, deliveryFee: 349, minimumOrder: 1000, refusal: null };

describe("deliveryVerdictView", () => {
  it("delivers: the distance in the restaurant's unit and the fee", () => {
    const verdict = deliveryVerdictView({ answer, stale: false, failed: false }, US);
    expect(verdict).toEqual({ kind: "delivers", distance: "2 mi", fee: "Delivery fee $3.49" });
    expect(verdictBlocks(verdict)).toBe(false);
    const india = deliveryVerdictView(
      { answer: { ...answer, deliveryFee: 0 }, stale: false, failed: false },
      { ...US, country: "India", currency: "INR" },
    );
    expect(india).toEqual({ kind: "delivers", distance: "3.2 km", fee: "Free delivery" });
  });

  it("refused: the server's text as it is, and Place order stays off", () => {
    const refusal = DELIVERY_AREA_TEXTS.outside("5.6 mi", "3.7 mi", "Mission");
    const verdict = deliveryVerdictView(
      { answer: { ...answer, distanceKm: 9, deliverable: false, deliveryFee: null, refusal }, stale: false, failed: false },
      US,
    );
    expect(verdict).toEqual({ kind: "refused", text: refusal });
    expect(verdictBlocks(verdict)).toBe(true);
  });

  it("not deliverable without a text: says how far and the reach, in the restaurant's unit", () => {
    const verdict = deliveryVerdictView(
      { answer: { ...answer, distanceKm: 9, deliverable: false, deliveryFee: null }, stale: false, failed: false },
      US,
    );
    expect(verdict).toEqual({ kind: "refused", text: DELIVERY_AREA_TEXTS.outside("5.6 mi", "3.7 mi", "Mission") });
  });

  it("while a new address is checked Place order waits; a check that fails leaves it to the placement", () => {
    expect(deliveryVerdictView({ answer, stale: true, failed: false }, US)).toEqual({ kind: "checking" });
    expect(verdictBlocks({ kind: "checking" })).toBe(true);
    const unknown = deliveryVerdictView({ answer: undefined, stale: false, failed: true }, US);
    expect(unknown).toEqual({ kind: "unknown" });
    expect(verdictBlocks(unknown)).toBe(false);
  });
});
