import { CAMPAIGN_TEXTS, type Campaign, type EventPage } from "@forkful/contracts/campaigns";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { CampaignView } from "./campaign-view";
import { EventView } from "./event-view";

const BASE = "/restaurant/sakura-street-ramen-japantown";

function campaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    locationId: 4,
    title: "Ramen Week",
    summary: "Three bowls",
    description: "Slow broths.",
    image: null,
    startsOn: "2026-11-20",
    endsOn: "2026-12-20",
    state: "running",
    dishes: [
      {
        itemId: 1,
        slug: "classic-tonkotsu",
        name: "Classic Tonkotsu",
        description: "Pork broth",
        price: 1800,
        image: null,
        available: true,
      },
      { itemId: 2, slug: "pork-gyoza", name: "Pork Gyoza", description: "Dumplings", price: 900, image: null, available: false },
    ],
    offerText: "15% off pickup orders",
    couponCode: "PICKUP15",
    menuType: "pickup",
    currency: "USD",
    ...overrides,
  };
}

const event = (overrides: Partial<EventPage> = {}): EventPage => ({
  eventSlug: "ramen-masterclass",
  locationId: 4,
  name: "Ramen Masterclass Night",
  description: "A tasting menu",
  eventDate: "2026-12-08",
  past: false,
  slots: [
    { id: 1, label: "First sitting", startsAt: "18:00", endsAt: "19:30", capacity: 20, left: 3 },
    { id: 2, label: "Second sitting", startsAt: "20:00", endsAt: "21:30", capacity: 20, left: 0 },
  ],
  dishCount: 4,
  menuTypes: ["pickup", "delivery"],
  ...overrides,
});

afterEach(cleanup);

const show = (element: React.ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "*", element }], { initialEntries: [BASE] })} />);

describe("a campaign's page", () => {
  it("shows its dates, offer and code, its dishes opening on the menu (one not available now), and the call to order", () => {
    show(<CampaignView campaign={campaign()} basePath={BASE} />);
    expect(screen.getByRole("heading", { level: 1, name: "Ramen Week" })).toBeTruthy();
    expect(screen.getByText("Nov 20, 2026 – Dec 20, 2026")).toBeTruthy();
    expect(screen.getByTestId("coupon-code").textContent).toBe("PICKUP15");
    expect(screen.getByRole("link", { name: /Classic Tonkotsu/ }).getAttribute("href")).toBe(`${BASE}/menu/pickup/classic-tonkotsu`);
    expect(within(screen.getByRole("link", { name: /Pork Gyoza/ })).getByText("Not available now")).toBeTruthy();
    expect(screen.getByRole("link", { name: CAMPAIGN_TEXTS.orderNow }).getAttribute("href")).toBe(`${BASE}/menu/pickup`);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says when it has ended or is still to come", () => {
    const { unmount } = show(<CampaignView campaign={campaign({ state: "ended" })} basePath={BASE} />);
    expect(screen.getByRole("status").textContent).toBe(CAMPAIGN_TEXTS.ended);
    unmount();
    show(<CampaignView campaign={campaign({ state: "upcoming", couponCode: null, offerText: null })} basePath={BASE} />);
    expect(screen.getByRole("status").textContent).toBe(CAMPAIGN_TEXTS.upcoming);
    expect(screen.queryByTestId("coupon-code")).toBeNull();
  });
});

describe("an event's page", () => {
  it("shows each slot's places left and leads into the event order on its first menu", () => {
    show(<EventView event={event()} basePath={BASE} />);
    expect(screen.getByText("3 places left")).toBeTruthy();
    expect(screen.getByText("Full")).toBeTruthy();
    // The restaurant's clock as the rest of the app writes it (12-hour, AM/PM), not "18:00 – 19:30".
    expect(screen.getByText("6:00 PM – 7:30 PM")).toBeTruthy();
    expect(screen.getByText("8:00 PM – 9:30 PM")).toBeTruthy();
    expect(screen.queryByText(/18:00/)).toBeNull();
    expect(screen.getByRole("link", { name: "Order for this event" }).getAttribute("href")).toBe(`${BASE}/menu/pickup/e/2026-12-08`);
  });

  it("says a past event has passed and offers no order", () => {
    show(<EventView event={event({ past: true })} basePath={BASE} />);
    expect(screen.getByRole("status").textContent).toBe(CAMPAIGN_TEXTS.eventPast);
    expect(screen.queryByRole("link", { name: "Order for this event" })).toBeNull();
  });
});
