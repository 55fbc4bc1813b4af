/**
 * Help & support (and an order's "Get help", the same section): a staff answer appears without a reload, when the diner
 * comes back to the page (from the SMS that brought it) and, while a request waits, every little while; once nothing
 * waits, the list is not asked again.
 */

import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { SUPPORT_LIMITS, type SupportRequest } from "@forkful/contracts/support";
import { focusManager } from "@tanstack/react-query";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../shared/api/query-client";
import { CUSTOMER_ID, withSession } from "../../../shared/testing/saved-cards-api";
import { SupportSection } from "./support-section";

const api = fakeApi();
const ANSWER = "We have refunded the drink; it shows on your card in 3 to 5 days.";
const waiting: SupportRequest = {
  id: "0d7c9a52-1111-4a43-9a5c-1f2a3b4c5d6e",
  customerId: CUSTOMER_ID,
  locationId: 1,
  restaurantName: "Tasty Bites Mission",
  timeZone: "America/Los_Angeles",
  orderId: null,
  topic: "payment",
  message: "I was charged for a drink I did not get",
  state: "open",
  answer: null,
  answeredAt: null,
  createdAt: "2026-11-23T18:00:00.000Z",
};
const answered: SupportRequest = { ...waiting, state: "answered", answer: ANSWER, answeredAt: "2026-11-23T18:05:00.000Z" };

let requests: SupportRequest[] = [waiting];
const listCalls = () => api.sent.filter((s) => s.path === "/support/requests").length;

beforeEach(() => {
  requests = [waiting];
  api.install({ "/support/requests": () => ok(requests) });
});
afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The app's own query client: its defaults (a minute of freshness, no refetch on focus) are what the section must beat.
const renderSection = () =>
  render(withSession(<SupportSection order={null} onDetachOrder={() => {}} currentLocationId={1} />, createQueryClient()));

describe("SupportSection", () => {
  it("shows the restaurant's answer when the diner comes back to the page", async () => {
    renderSection();
    expect(await screen.findByText("Waiting for an answer")).toBeTruthy();
    requests = [answered];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText(ANSWER)).toBeTruthy();
  });

  it("asks again while a request waits for its answer, and stops once none waits", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSection();
    expect(await screen.findByText("Waiting for an answer")).toBeTruthy();
    expect(listCalls()).toBe(1);
    requests = [answered];
    await act(() => vi.advanceTimersByTimeAsync(SUPPORT_LIMITS.waitingPollMs));
    expect(await screen.findByText(ANSWER)).toBeTruthy();
    expect(listCalls()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(SUPPORT_LIMITS.waitingPollMs * 4));
    expect(listCalls(), "nothing waits: the list is not asked again").toBe(2);
  });
});
