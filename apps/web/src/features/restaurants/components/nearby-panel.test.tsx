/** What is near a point, in each state the diner may meet: loading, failed, nothing near, and the list. */
import { LOCATION_TEXTS } from "@forkful/contracts/location";
import type { FindMerchantAnswer } from "@forkful/contracts/merchants";
import { MESSAGES } from "@forkful/contracts/messages";
import type { UseQueryResult } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findAnswerFixture, restaurantFixture } from "../../../shared/testing/fixtures";
import { NearbyPanel } from "./nearby-panel";

const POINT = { lat: 40.7358, lng: -73.9868 };

function renderPanel(query: Partial<UseQueryResult<FindMerchantAnswer>>) {
  const panel = (
    <NearbyPanel
      query={query as UseQueryResult<FindMerchantAnswer>}
      point={POINT}
      emptyAction={<a href="/location/search">Search another place</a>}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: panel }])} />);
}

afterEach(cleanup);

describe("NearbyPanel", () => {
  it("says it is looking while the first answer comes", () => {
    renderPanel({ isPending: true, isError: false });
    expect(screen.getByRole("status").textContent).toContain("Finding restaurants near here");
  });

  it("a failed answer offers Retry", () => {
    const refetch = vi.fn();
    renderPanel({ isPending: false, isError: true, refetch });
    expect(screen.getByRole("alert").textContent).toContain(MESSAGES.menuLoadFailed);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("nothing near says so and offers another place", () => {
    renderPanel({ isPending: false, isError: false, isFetching: false, data: { restaurants: [], cities: [] } });
    expect(screen.getByText(LOCATION_TEXTS.nothingNear)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Search another place" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("lists the restaurants in the answer's order, each with its open state and whether it delivers here", () => {
    const answer = findAnswerFixture([
      restaurantFixture({ id: 1, merchantName: "First Open", open: 1 }),
      restaurantFixture({ id: 2, merchantName: "Second Closed", open: 0, locationSlug: "second-closed" }),
    ]);
    renderPanel({ isPending: false, isError: false, isFetching: false, data: answer });
    const rows = screen.getAllByTestId("nearby-restaurant");
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining("First Open"), expect.stringContaining("Second Closed")]);
    expect(rows[0]!.textContent).toContain("Open now");
    expect(rows[1]!.textContent).toContain("Closed");
    expect(rows[0]!.textContent).toContain(LOCATION_TEXTS.pickupOnly); // the fixture does not deliver
    expect(screen.getByText(/2 restaurants near here/)).toBeTruthy();
  });
});
