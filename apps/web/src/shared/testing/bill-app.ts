/**
 * Tests only: the bill pages through the app, on a fake API whose POST /order/customer answers `served.current` (a test
 * sets it to the tab as it stands), with a clean slate for each test (storage, the table codes kept for the visit, session, payment throttle).
 */

import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import type { Order } from "@forkful/contracts/orders";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { authStore } from "../../features/auth/stores/session-store";
import { paymentThrottle } from "../../features/payments/lib/payment-throttle";
import { gramercy } from "./bill-fixtures";

/** Registers the test file's hooks; `served.current` starts as `initial` in every test. */
export function billApp(initial: Order) {
  const api = fakeApi();
  const served = { current: initial };
  beforeEach(() => {
    served.current = initial;
    api.install({
      "/merchants/locations/slug": () => ok(gramercy),
      "/order/customer": (payload) => ok({ ...served.current, splitId: (payload as { splitId?: string }).splitId ?? null }),
      "/payment/processor": () => ok({ provider: "sandbox", cardFormUrl: "/sandbox-processor/card-form" }),
      "/events": () => new Response(new ReadableStream(), { status: 200, headers: { "content-type": "text/event-stream" } }),
    });
    window.localStorage.clear();
    authStore.getState().endSession();
    paymentThrottle.reset();
    vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    sessionStorage.clear();
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { handlers: api.handlers, sent: api.sent, served };
}
