import type { GivenFeedback } from "@forkful/contracts/feedback";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { GivenFeedbackList } from "./given-feedback";

/** Given at 10:30 PM on Nov 23 in New York: already Nov 24 in UTC. */
const feedback: GivenFeedback = {
  id: "f1",
  orderId: "order-1",
  locationId: 3,
  rating: 5,
  answers: [{ questionId: 11, prompt: "How was your order overall?", stars: 5 }],
  customerName: "Ada Lovelace",
  createdAt: "2026-11-24T03:30:00.000Z",
};

afterEach(cleanup);

describe("feedback given", () => {
  it("says the day it was given on the restaurant's calendar, not UTC's or the device's", () => {
    render(<GivenFeedbackList feedback={feedback} timeZone="America/New_York" />);
    expect(screen.getByText("Given on Nov 23, 2026")).toBeTruthy();
    cleanup();
    render(<GivenFeedbackList feedback={{ ...feedback, createdAt: "2026-11-23T19:00:00.000Z" }} timeZone="Asia/Kolkata" />);
    expect(screen.getByText("Given on Nov 24, 2026")).toBeTruthy();
  });
});
