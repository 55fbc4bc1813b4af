import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import type { Favourites } from "@forkful/contracts/favourites";
import { MESSAGES } from "@forkful/contracts/messages";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type Session, SessionContext } from "../../../shared/hooks/use-session";
import { favouriteThrottle } from "../lib/favourite-throttle";
import { FavouriteHeart } from "./favourite-heart";

const CUSTOMER_ID = "6f1c1c7e-2a43-4d8e-9a51-1f0e6b1d2c3a";
const none: Favourites = { customerId: CUSTOMER_ID, restaurants: [], items: {} };
const withDish: Favourites = {
  ...none,
  items: {
    "7": {
      itemId: 7,
      locationId: 3,
      name: "Masala Dosa",
      description: "",
      price: 900,
      currency: "USD",
      image: null,
      available: true,
      restaurantName: "Bombay Spice House",
      merchantType: "restaurant",
      locationSlug: "bombay-spice-house",
      menuType: "pickup",
      savedAt: "2026-11-23T18:00:00.000Z",
    },
  },
};

const api = fakeApi();

function renderHeart(customerId: string | null, openSignIn = vi.fn()) {
  const session: Session = {
    kind: customerId ? "signedIn" : "guest",
    customerId,
    name: "Ada",
    mobilePhone: null,
    email: null,
    hasPassword: false,
    guestUser: null,
    openSignIn,
    async signOut() {},
    updateUser() {},
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <FavouriteHeart locationId={3} itemId={7} name="Masala Dosa" look="card" />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return openSignIn;
}

/** The diner's favourites have arrived (the heart acts only once it knows whether the dish is kept). */
async function loaded() {
  await waitFor(() => expect(api.sent).toHaveLength(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

const heart = () => screen.getByRole("button", { name: /Masala Dosa/ });

beforeEach(() => favouriteThrottle.reset());
afterEach(cleanup);

describe("FavouriteHeart", () => {
  it("asks a diner who is not signed in to sign in, in the dish's words, and sends nothing", () => {
    api.install({});
    const openSignIn = renderHeart(null);
    fireEvent.click(heart());
    expect(openSignIn).toHaveBeenCalledWith({ reason: MESSAGES.signInForFavouriteDishes });
    expect(api.sent).toEqual([]);
  });

  it("fills at once, sends one change for a double click, and stays filled with the server's answer", async () => {
    let kept = none;
    api.install({
      "/favourites": (payload) => {
        if (payload) kept = withDish;
        return ok(kept);
      },
    });
    renderHeart(CUSTOMER_ID);
    await loaded();
    expect(heart().getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart());
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    expect(heart().getAttribute("aria-label")).toBe("Remove Masala Dosa from favourites");
    await waitFor(() => expect(api.sent.filter((s) => s.payload)).toHaveLength(1));
    expect(api.sent.find((s) => s.payload)?.payload).toEqual({ customerId: CUSTOMER_ID, locationId: 3, itemId: 7 });
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("true"));
  });

  it("goes back to empty when the change is refused", async () => {
    api.install({ "/favourites": (payload) => (payload ? fail(409, "You can keep up to 500 favourites") : ok(none)) });
    renderHeart(CUSTOMER_ID);
    await loaded();
    fireEvent.click(heart());
    expect(heart().getAttribute("aria-pressed")).toBe("true");
    await waitFor(() => expect(heart().getAttribute("aria-pressed")).toBe("false"));
  });
});
