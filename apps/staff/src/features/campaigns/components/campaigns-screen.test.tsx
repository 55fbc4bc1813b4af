/** Campaigns and event pages in the console (issue 26): the lists with the links diners open, and making either (the contracts check the forms). */
import { fakeApi, ok } from "@forkful/api-client/testing/fake-api";
import { CAMPAIGN_LIMITS, CAMPAIGN_REFUSALS, type Campaign, type EventPage } from "@forkful/contracts/campaigns";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { dateFromToday } from "../lib/campaign-fields";
import { CampaignsScreen } from "./campaigns-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const refused = (status: number, message: string) => json({ statusCode: status, error: "Refused", message }, status);

const campaign = (over: Partial<Campaign>): Campaign => ({
  id: 7,
  locationId: 1,
  title: "Winter warmers",
  summary: "Soups and stews all month",
  description: "",
  image: null,
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  state: "upcoming",
  dishes: [{ itemId: 11, slug: "miso-soup", name: "Miso soup", description: "", price: 600, image: null, available: true }],
  offerText: "15% off pickup",
  couponCode: "WARM15",
  menuType: "pickup",
  currency: "USD",
  ...over,
});
const tasting: EventPage = {
  eventSlug: "tasting-night",
  locationId: 1,
  name: "Tasting night",
  description: "",
  eventDate: "2026-12-12",
  past: false,
  slots: [{ id: 1, label: "Dinner", startsAt: "19:00", endsAt: "21:00", capacity: 20, left: 18 }],
  dishCount: 4,
  menuTypes: ["pickup"],
};
const menu = {
  currency: "USD",
  categories: [
    {
      categoryId: 1,
      name: "Soups",
      dishes: [
        { itemId: 11, name: "Miso soup", price: 600, shown: true, stockQuantity: null, soldOut: null, modifiers: [] },
        { itemId: 12, name: "Ramen", price: 1400, shown: true, stockQuantity: null, soldOut: null, modifiers: [] },
      ],
    },
  ],
};

beforeEach(() => {
  api.install({
    "/staff/campaigns": (payload) =>
      payload === undefined ? json([campaign({})]) : json(campaign({ id: 8, title: "Ramen week", state: "running" })),
    "/staff/events": (payload) =>
      payload === undefined ? json([tasting]) : json({ ...tasting, eventSlug: "brunch-club", name: "Brunch club" }),
    "/staff/menu": () => json(menu),
    "/merchants/locations/id": () =>
      ok({
        merchantName: "Sakura",
        branchName: "Midtown",
        timeZoneCd: "America/New_York",
        merchantType: "restaurant",
        locationSlug: "sakura",
      }),
  });
});
afterEach(resetAfterScreenTest);

const renderScreen = () => renderWithQueries(<CampaignsScreen staff={signInForTest("manager")} />);
const sentTo = (path: string) => api.sent.filter((call) => call.path === path && call.payload !== undefined).map((call) => call.payload);
const form = (name: string) => screen.getByRole("form", { name });
const type = (within: HTMLElement, label: string, value: string) => fireEvent.change(getBy(within, label), { target: { value } });
const getBy = (inside: HTMLElement, label: string) => within(inside).getByLabelText(label);

describe("the campaigns screen", () => {
  it("lists the campaigns and event pages with their state and the link diners open", async () => {
    renderScreen();
    const winter = await screen.findByRole("article", { name: "Winter warmers" });
    expect(within(winter).getByText("Upcoming")).toBeTruthy();
    expect(within(winter).getByText("15% off pickup · code WARM15 · 1 dish")).toBeTruthy();
    const link = await within(winter).findByRole("link");
    expect(link.getAttribute("href")).toBe(`${window.location.origin}/restaurant/sakura/campaign/7`);
    const event = screen.getByRole("article", { name: "Tasting night" });
    expect(within(event).getByText("Dinner 19:00–21:00: 18 of 20 left")).toBeTruthy();
    expect(within(event).getByRole("link").getAttribute("href")).toBe(`${window.location.origin}/restaurant/sakura/e/tasting-night`);
  });

  it("refuses a campaign without a title, with nothing to promote, ending before it starts, running too long or without a start, sending nothing", async () => {
    renderScreen();
    await screen.findByRole("article", { name: "Winter warmers" });
    const campaignForm = form("Make a campaign");
    fireEvent.click(within(campaignForm).getByRole("button", { name: "Make the campaign" }));
    expect(await within(campaignForm).findByText("Give the campaign a title")).toBeTruthy();
    expect(within(campaignForm).getByText(CAMPAIGN_REFUSALS.needsSomething)).toBeTruthy();
    type(campaignForm, "Title", "Ramen week");
    type(campaignForm, "Offer (optional)", "Free egg");
    type(campaignForm, "Ends on", dateFromToday(-1));
    fireEvent.click(within(campaignForm).getByRole("button", { name: "Make the campaign" }));
    expect(await within(campaignForm).findByText(CAMPAIGN_REFUSALS.endsBeforeStart)).toBeTruthy();
    type(campaignForm, "Ends on", dateFromToday(CAMPAIGN_LIMITS.maxDays));
    fireEvent.click(within(campaignForm).getByRole("button", { name: "Make the campaign" }));
    expect(await within(campaignForm).findByText(CAMPAIGN_REFUSALS.tooLong)).toBeTruthy();
    type(campaignForm, "Starts on", "");
    fireEvent.click(within(campaignForm).getByRole("button", { name: "Make the campaign" }));
    expect(await within(campaignForm).findByText("Choose a date")).toBeTruthy();
    expect(sentTo("/staff/campaigns")).toEqual([]);
  });

  it("makes a campaign of ticked dishes and an offer: it heads the list with its link", async () => {
    renderScreen();
    await screen.findByRole("article", { name: "Winter warmers" });
    const campaignForm = form("Make a campaign");
    type(campaignForm, "Title", "  Ramen week ");
    type(campaignForm, "Offer (optional)", "Free egg");
    type(campaignForm, "Coupon code (optional)", "egg");
    fireEvent.click(await within(campaignForm).findByRole("checkbox", { name: "Ramen" }));
    fireEvent.click(within(campaignForm).getByRole("button", { name: "Make the campaign" }));
    const made = await screen.findByRole("article", { name: "Ramen week" });
    expect(screen.getAllByRole("article")[0]).toBe(made);
    expect(within(made).getByRole("link").getAttribute("href")).toBe(`${window.location.origin}/restaurant/sakura/campaign/8`);
    expect(sentTo("/staff/campaigns")).toEqual([
      {
        title: "Ramen week",
        summary: "",
        description: "",
        startsOn: dateFromToday(0),
        endsOn: dateFromToday(13),
        offerText: "Free egg",
        couponCode: "EGG",
        menuType: "pickup",
        itemIds: [12],
      },
    ]);
    expect((getBy(form("Make a campaign"), "Title") as HTMLInputElement).value).toBe("");
  });

  it("makes an event page: the address follows the name, a slot must end after it starts, a dish is needed; the server's refusal is said", async () => {
    let taken = true;
    api.handlers["/staff/events"] = (payload) =>
      payload === undefined
        ? json([])
        : taken
          ? refused(409, CAMPAIGN_REFUSALS.slugTaken)
          : json({ ...tasting, eventSlug: "brunch-club", name: "Brunch club" });
    renderScreen();
    expect(await screen.findByText("No event pages yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "An event page" }));
    const eventForm = form("Make an event page");
    type(eventForm, "Name", "Brunch Club!");
    fireEvent.blur(getBy(eventForm, "Name"));
    expect((getBy(eventForm, "Address of the page") as HTMLInputElement).value).toBe("brunch-club");
    type(eventForm, "Slot 1", "Morning");
    type(eventForm, "From", "12:00");
    type(eventForm, "To", "10:00");
    fireEvent.click(within(eventForm).getByRole("button", { name: "Make the event page" }));
    expect(await within(eventForm).findByText(CAMPAIGN_REFUSALS.slotEndsBeforeStart)).toBeTruthy();
    expect(within(eventForm).getByText("Put at least one dish on the event menu")).toBeTruthy();
    expect(sentTo("/staff/events")).toEqual([]);

    type(eventForm, "From", "10:00");
    type(eventForm, "To", "12:00");
    fireEvent.click(await within(eventForm).findByRole("checkbox", { name: "Miso soup" }));
    fireEvent.click(within(eventForm).getByRole("button", { name: "Make the event page" }));
    expect((await within(eventForm).findByRole("alert")).textContent).toBe(CAMPAIGN_REFUSALS.slugTaken);
    expect(sentTo("/staff/events")).toEqual([
      {
        name: "Brunch Club!",
        eventSlug: "brunch-club",
        description: "",
        eventDate: dateFromToday(7),
        slots: [{ label: "Morning", startsAt: "10:00", endsAt: "12:00", capacity: 20 }],
        itemIds: [11],
      },
    ]);
    taken = false;
    fireEvent.click(within(eventForm).getByRole("button", { name: "Make the event page" }));
    expect(await screen.findByRole("article", { name: "Brunch club" })).toBeTruthy();
  });

  it("says when there are none, and offers a retry when a list fails", async () => {
    api.handlers["/staff/campaigns"] = () => json([]);
    api.handlers["/staff/events"] = () => refused(500, "boom");
    renderScreen();
    expect(await screen.findByText("No campaigns yet")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy());
  });
});
