import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import type { OrderDelivery } from "@forkful/contracts/delivery";
import { OrderStatus } from "@forkful/contracts/order-status";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { StreamState } from "../../../shared/api/event-stream";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { orderFixture } from "../../../shared/testing/order-fixtures";
import { DeliveryTracking } from "./delivery-tracking";

// The map itself (Leaflet) is not what is tested here: where the courier is drawn is.
vi.mock("../../../shared/ui/geo-map", () => ({ GeoMap: () => null }));

const restaurant = restaurantFixture();
const api = fakeApi();
const delivery: OrderDelivery = {
  deliveryProviderId: "DOORDASH",
  state: "enroute_to_dropoff",
  stateLabel: "Courier on the way to you",
  runner: { name: "Sam", phone: null, vehicle: null, deliveryStaffId: "dx-7" },
  trackingUrl: null,
  eta: null,
  courier: { lat: 37.7, lng: -122.4, at: "2026-11-24T03:33:00.000Z", eta: null, state: "enroute_to_dropoff" },
  attempt: 1,
  note: null,
};
const order = orderFixture(restaurant, {
  orderType: "delivery",
  status: OrderStatus.OutForDelivery,
  delivery,
  sourceLat: 37.69,
  sourceLon: -122.4,
  destinationLat: 37.71,
  destinationLon: -122.4,
});

function show(stream: StreamState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeliveryTracking order={order} timeZone="UTC" stream={stream} streamed={null} restaurantPhone="+14155550123" />
    </QueryClientProvider>,
  );
}

beforeEach(() =>
  api.install({
    "/delivery/status/v2": () =>
      ok({
        outcome: "runnerOnly",
        deliveryProviderId: "DOORDASH",
        state: "enroute_to_dropoff",
        stateLabel: "x",
        runner: null,
        trackingUrl: null,
        eta: null,
        message: null,
      }),
    "/valet/getValetLocation": () => ok({ lat: 37.705, lng: -122.4, delivery_staff_id: "dx-7", at: "2026-11-24T03:34:00.000Z" }),
  }),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("following the courier", () => {
  it("while the order's stream is down, asks where the courier is and draws the newer point", async () => {
    show("reconnecting");
    await waitFor(() => expect(screen.getByTestId("delivery-map").getAttribute("data-courier")).toBe("37.70500,-122.40000"));
    expect(api.sent.some((call) => call.path === "/valet/getValetLocation")).toBe(true);
  });

  it("while the stream is live, asks nothing more and draws the order's point", async () => {
    show("live");
    await waitFor(() => expect(api.sent.some((call) => call.path === "/delivery/status/v2")).toBe(true));
    expect(screen.getByTestId("delivery-map").getAttribute("data-courier")).toBe("37.70000,-122.40000");
    expect(api.sent.some((call) => call.path === "/valet/getValetLocation")).toBe(false);
  });
});
