import type { SupportRequest } from "@forkful/contracts/support";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { SupportRequestCard } from "./support-request-card";

const request = (overrides: Partial<SupportRequest> = {}): SupportRequest => ({
  id: "0d7c9a52-1111-4a43-9a5c-1f2a3b4c5d6e",
  customerId: "6f1d1b8e-3c57-4a43-9a5c-1f2a3b4c5d6e",
  locationId: 1,
  restaurantName: "Hudson Slice Co.",
  timeZone: "America/New_York",
  orderId: null,
  topic: "order",
  message: "The pizza came cold.",
  state: "answered",
  answer: "Sorry! A new one is on its way.",
  // 10:30 PM and 11:05 PM on Nov 23 in New York; Nov 24 in UTC.
  createdAt: "2026-11-24T03:30:00.000Z",
  answeredAt: "2026-11-24T04:05:00.000Z",
  ...overrides,
});

afterEach(cleanup);

describe("a support request's times", () => {
  it("read on the restaurant's clock, whatever the device's zone", () => {
    render(
      <ul>
        <SupportRequestCard request={request()} />
      </ul>,
    );
    expect(screen.getByText("Nov 23, 2026, 10:30 PM")).toBeTruthy();
    expect(screen.getByText("Nov 23, 2026, 11:05 PM")).toBeTruthy();
    cleanup();
    render(
      <ul>
        <SupportRequestCard request={request({ timeZone: "Asia/Kolkata", restaurantName: "Bombay Spice" })} />
      </ul>,
    );
    expect(screen.getByText("Nov 24, 2026, 9:00 AM")).toBeTruthy();
    expect(screen.getByText("Nov 24, 2026, 9:35 AM")).toBeTruthy();
  });
});
