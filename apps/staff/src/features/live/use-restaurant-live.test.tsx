/** The restaurant's live stream: a frame's topic refreshes the screens that follow it (and only those). */
import { eventStream, fakeApi } from "@forkful/api-client/testing/fake-api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { staffKeys } from "../../shared/api/query-keys";
import { resetAfterScreenTest, signInForTest } from "../../shared/testing/staff-screen";
import { useRestaurantLive } from "./use-restaurant-live";

const api = fakeApi();

function Live() {
  useRestaurantLive(true);
  return null;
}

beforeEach(() => {
  signInForTest("manager");
});
afterEach(resetAfterScreenTest);

it("a support frame refreshes the support requests, not the orders", async () => {
  const stream = eventStream();
  api.install({ "/staff/live": () => stream.response });
  const queryClient = new QueryClient();
  queryClient.setQueryData(staffKeys.supportRequests(), []);
  queryClient.setQueryData(staffKeys.orders(), []);
  render(
    <QueryClientProvider client={queryClient}>
      <Live />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(api.sent.some((call) => call.path === "/staff/live")).toBe(true));
  stream.push('id: 7\nevent: support\ndata: {"kind":"supportRequest","subject":"r1"}\n\n');
  await vi.waitFor(() => expect(queryClient.getQueryState(staffKeys.supportRequests())?.isInvalidated).toBe(true));
  expect(queryClient.getQueryState(staffKeys.orders())?.isInvalidated).toBe(false);
});
