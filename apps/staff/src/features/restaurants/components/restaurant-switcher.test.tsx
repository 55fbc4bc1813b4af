/** An owner's restaurant switcher (issue 26): their restaurants, the one they are at chosen; another opens a session there. */
import { fakeApi, refuse } from "@forkful/api-client/testing/fake-api";
import { REFUSALS } from "@forkful/contracts/refusals";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentStaffSession, saveStaffSession } from "../../../shared/api/staff-session";
import { renderWithQueries, resetAfterScreenTest } from "../../../shared/testing/staff-screen";
import { RestaurantSwitcher } from "./restaurant-switcher";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const owner = { id: "c0ffee00-0000-4000-8000-000000000009", name: "Demo owner", role: "owner" as const, locationId: 1 };
const restaurant = (locationId: number, branchName: string, current: boolean) => ({
  locationId,
  name: "Demo",
  branchName,
  city: "New York",
  currency: "USD",
  timeZone: "America/New_York",
  current,
});
const restaurants = {
  restaurants: [restaurant(1, "Gramercy Table - Gramercy Park", true), restaurant(2, "Hudson Slice Co. - West Village", false)],
};

function renderSwitcher(enabled: boolean, onSwitched = vi.fn()) {
  renderWithQueries(<RestaurantSwitcher enabled={enabled} onSwitched={onSwitched} />);
  return onSwitched;
}

beforeEach(() => {
  saveStaffSession({ accessToken: "owner-token", refreshToken: "owner-refresh", userName: "owner.new-york", staff: owner });
});
afterEach(resetAfterScreenTest);

describe("the restaurant switcher", () => {
  it("lists the owner's restaurants with the one they are at chosen, and switches to another", async () => {
    api.install({
      "/staff/restaurants": () => json(restaurants),
      "/staff/switch": () =>
        json({
          accessToken: "token-2",
          refreshToken: "refresh-2",
          accessTokenExpiresAt: "2026-11-23T18:15:00.000Z",
          staff: { ...owner, locationId: 2 },
        }),
    });
    const onSwitched = renderSwitcher(true);
    const select = (await screen.findByLabelText("Restaurant")) as HTMLSelectElement;
    expect(select.value).toBe("1");
    expect([...select.options].map((option) => option.textContent)).toEqual(restaurants.restaurants.map((r) => r.branchName));
    fireEvent.change(select, { target: { value: "2" } });
    await waitFor(() => expect(onSwitched).toHaveBeenCalledTimes(1));
    expect(api.sent.find((call) => call.path === "/staff/switch")?.payload).toEqual({ locationId: 2 });
    expect(currentStaffSession()).toMatchObject({
      accessToken: "token-2",
      refreshToken: "refresh-2",
      staff: { locationId: 2 },
      userName: "owner.new-york",
    });
  });

  it("says why a switch was refused and keeps the session", async () => {
    api.install({ "/staff/restaurants": () => json(restaurants), "/staff/switch": () => refuse(REFUSALS.STAFF_NOT_YOUR_RESTAURANT) });
    const onSwitched = renderSwitcher(true);
    fireEvent.change(await screen.findByLabelText("Restaurant"), { target: { value: "2" } });
    expect((await screen.findByRole("alert")).textContent).toBe(REFUSALS.STAFF_NOT_YOUR_RESTAURANT.message);
    expect(onSwitched).not.toHaveBeenCalled();
    expect(currentStaffSession()?.accessToken).toBe("owner-token");
  });

  it("is not shown to anyone but an owner (and asks nothing), nor for an owner of one restaurant", async () => {
    api.install({ "/staff/restaurants": () => json({ restaurants: restaurants.restaurants.slice(0, 1) }) });
    renderSwitcher(false);
    expect(screen.queryByLabelText("Restaurant")).toBeNull();
    expect(api.sent).toEqual([]);
    cleanup();
    renderSwitcher(true);
    await waitFor(() => expect(api.sent.map((call) => call.path)).toEqual(["/staff/restaurants"]));
    expect(screen.queryByLabelText("Restaurant")).toBeNull();
  });
});
