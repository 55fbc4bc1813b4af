/** The route table rendered with its providers against a fetch that answers like the API. */

import { fail, fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { MESSAGES } from "@forkful/contracts/messages";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rememberTableToken } from "../entities/table/lib/table-tokens";
import { expectShown } from "../shared/testing/expect-shown";
import { findAnswerFixture, menuFixture, restaurantFixture } from "../shared/testing/fixtures";
import { renderRouter } from "../shared/testing/render-router";
import { Providers } from "./providers";
import { routes } from "./routes";

const { handlers, install } = fakeApi();

beforeEach(() => {
  install();
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.querySelectorAll("script").forEach((s) => {
    s.remove();
  });
});

const renderAt = (path: string) => renderRouter(routes, path, Providers);

const gramercy = restaurantFixture({ theme: { primaryColor: "#0F766E", textColor: "#FFFFFF" } });
const base = `/${gramercy.merchantType}/${gramercy.locationSlug}`;

describe("restaurant list", () => {
  it("lists the restaurants and shows cost for two in the restaurant's currency", async () => {
    handlers["/customer/findMerchant/v2"] = () => ok(findAnswerFixture([gramercy]));
    renderAt("/");
    const card = await screen.findByRole("link", { name: gramercy.merchantName });
    expectShown(card);
    expectShown(screen.getByText("$160.00 for two"), "$160.00 for two");
    expectShown(screen.getByRole("link", { name: /New York/ }));
  });

  it("shows the failure text with a Retry that loads again", async () => {
    let calls = 0;
    handlers["/customer/findMerchant/v2"] = () => (++calls <= 2 ? fail(500, "boom") : ok(findAnswerFixture([gramercy])));
    renderAt("/landing");
    // A server error gets one more try before the screen gives up.
    expect((await screen.findByRole("alert", {}, { timeout: 4000 })).textContent).toContain(MESSAGES.menuLoadFailed);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expectShown(await screen.findByRole("link", { name: gramercy.merchantName }));
  });

  it("sends the city of the route and shows an empty state", async () => {
    const seen: unknown[] = [];
    handlers["/customer/findMerchant/v2"] = (payload) => {
      seen.push(payload);
      return ok({ restaurants: [], cities: [] });
    };
    renderAt("/restaurants/city/Austin");
    expectShown(await screen.findByText(MESSAGES.noRestaurants));
    expect(seen[0]).toEqual({ cityName: "Austin" });
  });
});

describe("restaurant pages", () => {
  it("applies the restaurant's theme and offers its order types and reservation", async () => {
    handlers["/merchants/locations/slug"] = () => ok(gramercy);
    renderAt(base);
    const heading = await screen.findByRole("heading", { level: 1, name: gramercy.merchantName });
    const themed = heading.closest<HTMLElement>('[style*="--brand"]');
    expect(themed?.style.getPropertyValue("--brand")).toBe("#0F766E");
    expect(screen.getByRole("link", { name: "Pickup" }).getAttribute("href")).toBe(`${base}/menu/pickup`);
    expect(screen.getByRole("link", { name: /Reserve a table/ }).getAttribute("href")).toBe(`${base}/Reservation`);
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
  });

  it("hides the reservation link when reservations are disabled, and loads the tag manager when flagged", async () => {
    handlers["/merchants/locations/slug"] = () =>
      ok({ ...gramercy, disabledServices: { isReservation: true }, uiFeatureFlags: { googleTag: "GTM-TEST1" } });
    renderAt(base);
    await screen.findByRole("heading", { level: 1, name: gramercy.merchantName });
    expect(screen.queryByRole("link", { name: /Reserve a table/ })).toBeNull();
    expect(document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')?.src).toBe(
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST1",
    );
  });

  it("sends an unknown restaurant to /notFound", async () => {
    handlers["/merchants/locations/slug"] = () => fail(404, "No such restaurant");
    const router = renderAt("/restaurant/nowhere");
    await waitFor(() => expect(router.state.location.pathname).toBe("/notFound"));
    expectShown(await screen.findByRole("heading", { name: MESSAGES.notFoundTitle }));
  });
});

describe("menu", () => {
  beforeEach(() => {
    handlers["/merchants/locations/slug"] = () => ok(gramercy);
    handlers["/merchants/menu/v2"] = () => ok(menuFixture());
  });

  it("shows the items with stock notes and filters them by text and diet", async () => {
    renderAt(`${base}/menu/pickup`);
    expectShown(await screen.findByText("East Coast Oysters"));
    expectShown(screen.getByText("Only 2 left"));
    expectShown(screen.getByText("Sold out"));
    expectShown(screen.getByText("$22.00"));
    expect(screen.getByRole("button", { name: /Raw Bar/ }).getAttribute("aria-current")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: /Vegan/ }));
    expect(screen.queryByText("East Coast Oysters")).toBeNull();
    expectShown(screen.getByText("Garden Salad"));
    fireEvent.click(screen.getByRole("button", { name: /Vegan/ }));

    fireEvent.change(screen.getByRole("searchbox", { name: "Search the menu" }), { target: { value: "ribeye" } });
    await waitFor(() => expect(screen.queryByText("East Coast Oysters")).toBeNull());
    expectShown(screen.getByText("Dry-Aged Ribeye"));
  });

  it("opens an item over the menu with a live price", async () => {
    renderAt(`${base}/menu/pickup/east-coast-oysters`);
    const dialog = await screen.findByRole("dialog", { name: "East Coast Oysters" });
    const total = () => dialog.querySelector("[data-testid=item-total]")?.textContent;
    expect(total()).toBe("$22.00");
    act(() => {
      fireEvent.click(screen.getByRole("radio", { name: /Dozen/ }));
    });
    expect(total()).toBe("$42.00");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(total()).toBe("$84.00");
    // Only 2 left: the stepper stops there.
    expect((screen.getByRole("button", { name: "Increase quantity" }) as HTMLButtonElement).disabled).toBe(true);
    // Ordering is open: the dish can go in the cart.
    expect((screen.getByRole("button", { name: /Add to cart/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByText(MESSAGES.orderingOpensSoon)).toBeNull();
  });

  it("finds an item by ?item= on the itemDetails route and says so when it is missing", async () => {
    // At a table: the diner scanned its QR code (decision 028).
    rememberTableToken({ locationSlug: gramercy.locationSlug, tableId: "T4" }, "qr-token-of-T4");
    renderAt(`${base}/table/T4/menu/pickup/itemDetails?item=garden-salad`);
    expectShown(await screen.findByRole("dialog", { name: "Garden Salad" }));
    expectShown(screen.getByText("Table T4"));
    cleanup();
    renderAt(`${base}/menu/pickup/no-such-dish`);
    expectShown(await screen.findByText(MESSAGES.itemNotFound));
  });

  it("loads the event menu of the date in the route", async () => {
    const withEvent = { ...gramercy, events: [{ eventSlug: "nye", name: "New Year's Eve", eventDate: "2026-12-31" }] };
    const requests: unknown[] = [];
    handlers["/merchants/locations/slug"] = () => ok(withEvent);
    handlers["/merchants/locations/event-order-menu/v2"] = (payload) => {
      requests.push(payload);
      return ok(
        menuFixture({
          event: {
            eventSlug: "nye",
            name: "New Year's Eve",
            eventDate: "2026-12-31",
            description: "Ring it in.",
            eventOrderSlot: [{ id: 1, label: "Early seating", startsAt: "17:30", endsAt: "19:30", capacity: 20 }],
          },
        }),
      );
    };
    renderAt(`${base}/menu/pickup/event/2026-12-31`);
    expectShown(await screen.findByText("New Year's Eve"));
    expectShown(screen.getByText("Thursday, 31 December 2026"));
    expectShown(screen.getByText(/Early seating · 5:30 PM – 7:30 PM/));
    expect(requests).toEqual([{ eventSlug: "nye", locationId: gramercy.id, orderType: "pickup" }]);
  });

  it("says when there is no event on the date", async () => {
    renderAt(`${base}/menu/pickup/e/2026-01-02`);
    expectShown(await screen.findByText(MESSAGES.eventMenuNotFound));
  });
});
