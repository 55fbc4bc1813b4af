/** Campaigns and event pages: staff make them for their own restaurant, diners read them (issue 15). */
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_REFUSALS,
  CAMPAIGN_TEXTS,
  campaignListSchema,
  campaignSchema,
  eventPageSchema,
  staffEventListSchema,
} from "@forkful/contracts/campaigns";
import { MEDIA_PATH_REFUSAL } from "@forkful/contracts/media";
import { menuDataSchema } from "@forkful/contracts/menu";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchantLocations } from "../../db/schema/merchants";
import { staffMember } from "../../test/kitchen-test-kit";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder, untrackedItem } from "../../test/order-test-kit";
import { jsonCall, messageOf, mutableClock } from "../../test/sign-in-helpers";
import { createTestApp, TEST_NOW, type TestApp } from "../../test/test-app";
import { localDateOf } from "../merchants/public";

const timeZoneOf = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(merchantLocations).where(eq(merchantLocations.id, id)))[0]!.timeZoneCd;
const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe("campaigns and event pages", () => {
  let t: TestApp;
  const clock = mutableClock();
  let here: { id: number; today: string; token: string; itemIds: number[] };
  let elsewhere: { id: number; token: string; itemId: number };
  const newCampaign = (body: Record<string, unknown>, token = here.token) => jsonCall(t, "POST", "/staff/campaigns", body, { token });
  const newEvent = (body: Record<string, unknown>, token = here.token) => jsonCall(t, "POST", "/staff/events", body, { token });
  const staffList = async (path: string) => (await jsonCall(t, "GET", path, undefined, { token: here.token })).body as unknown[];

  beforeAll(async () => {
    t = await createTestApp({ clock: clock.now });
    const [a, b] = await openRestaurants(t, "pickup");
    const menuA = await menuOf(t, a!.id, "pickup");
    const menuB = await menuOf(t, b!.id, "pickup");
    here = {
      id: a!.id,
      today: localDateOf(TEST_NOW, await timeZoneOf(t, a!.id)),
      token: (await staffMember(t, a!.id, "manager")).token,
      itemIds: [untrackedItem(menuA).itemId, menuA.menu.find((i) => i.itemId !== untrackedItem(menuA).itemId)!.itemId],
    };
    elsewhere = { id: b!.id, token: (await staffMember(t, b!.id, "manager")).token, itemId: menuB.menu[0]!.itemId };
  }, 60_000);
  afterAll(() => t.close());

  it("a campaign made by staff is read by diners with its state, dishes and offer; another restaurant's is not found", async () => {
    const made = await newCampaign({
      title: "Winter warmers",
      startsOn: shift(here.today, -2),
      endsOn: shift(here.today, 10),
      itemIds: here.itemIds,
      offerText: "15% off pickup",
      couponCode: "pickup15",
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const campaign = campaignSchema.parse(made.body);
    expect(campaign).toMatchObject({ state: "running", couponCode: "PICKUP15", menuType: "pickup", locationId: here.id });
    expect(campaign.dishes.map((d) => d.itemId)).toEqual(here.itemIds);
    expect(campaign.dishes.every((d) => d.price > 0 && d.available)).toBe(true);

    const read = await t.get(`/merchants/campaigns/${campaign.id}?locationId=${here.id}`);
    expect(read.status).toBe(200);
    expect(campaignSchema.parse(read.body)).toEqual(campaign);
    const listed = campaignListSchema.parse((await t.get(`/merchants/campaigns?locationId=${here.id}`)).body);
    expect(listed.map((c) => c.id)).toContain(campaign.id);

    const wrongPlace = await t.get(`/merchants/campaigns/${campaign.id}?locationId=${elsewhere.id}`);
    expect(wrongPlace.status).toBe(404);
    expect(messageOf(wrongPlace)).toBe(CAMPAIGN_TEXTS.notFound);
    expect((await t.get(`/merchants/campaigns/999999?locationId=${here.id}`)).status).toBe(404);
  });

  it("an ended campaign still answers, saying so, but leaves the list; an upcoming one is listed as upcoming", async () => {
    const ended = campaignSchema.parse(
      (await newCampaign({ title: "Autumn", startsOn: shift(here.today, -30), endsOn: shift(here.today, -1), offerText: "Gone" })).body,
    );
    const upcoming = campaignSchema.parse(
      (await newCampaign({ title: "Holidays", startsOn: shift(here.today, 1), endsOn: shift(here.today, 5), offerText: "Soon" })).body,
    );
    expect([ended.state, upcoming.state]).toEqual(["ended", "upcoming"]);
    const endedRead = campaignSchema.parse((await t.get(`/merchants/campaigns/${ended.id}?locationId=${here.id}`)).body);
    expect(endedRead.state).toBe("ended");
    const listed = campaignListSchema.parse((await t.get(`/merchants/campaigns?locationId=${here.id}`)).body);
    expect(listed.find((c) => c.id === upcoming.id)?.state).toBe("upcoming");
    expect(listed.some((c) => c.id === ended.id)).toBe(false);
    expect(campaignListSchema.parse(await staffList("/staff/campaigns")).map((c) => c.id)).toContain(ended.id);
  });

  it("refuses a dish of another restaurant, too long a run, reversed dates, nothing to promote and no sign-in, storing nothing", async () => {
    const before = (await staffList("/staff/campaigns")).length;
    const base = { title: "Refused", startsOn: here.today, endsOn: here.today, offerText: "x" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, itemIds: [elsewhere.itemId] }, CAMPAIGN_REFUSALS.noItems],
      [{ ...base, endsOn: shift(here.today, CAMPAIGN_LIMITS.maxDays) }, CAMPAIGN_REFUSALS.tooLong],
      [{ ...base, endsOn: shift(here.today, -1) }, CAMPAIGN_REFUSALS.endsBeforeStart],
      [{ ...base, offerText: undefined }, CAMPAIGN_REFUSALS.needsSomething],
    ];
    for (const [body, text] of cases) {
      const refused = await newCampaign(body);
      expect(refused.status, text).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(text);
    }
    expect((await jsonCall(t, "POST", "/staff/campaigns", base)).status).toBe(401);
    expect((await staffList("/staff/campaigns")).length).toBe(before);
  });

  it("takes as its image only a file of the site's own media, storing nothing for any other path", async () => {
    const before = (await staffList("/staff/campaigns")).length;
    const base = { title: "Banner", startsOn: here.today, endsOn: here.today, offerText: "x" };
    const notOurs = [
      "//other-host/x.png",
      "/media/../../etc/passwd",
      "/media/item/../../etc/passwd",
      "/media/%2e%2e/%2e%2e/etc/passwd",
      "/media/item/%2e%2e.png",
      "/media\\item\\x.png",
      "\\\\other-host\\x.png",
      "http://other-host/x.png",
      "https://other-host/media/item/x.png",
      "javascript:alert(1)",
      "/media//x.png",
      "/media/item//x.png",
      "/media/item/x..png",
      "/media/item/x.png/",
      "/media/item/x.png?y=1",
      "/assets/x.png",
      "/media/item",
    ];
    for (const image of notOurs) {
      const refused = await newCampaign({ ...base, image });
      expect(refused.status, image).toBe(400);
      expect(messageOf(refused), image).toContain(MEDIA_PATH_REFUSAL);
    }
    expect((await staffList("/staff/campaigns")).length).toBe(before);
    const ours = "/media/campaign/winter-banner-2.webp";
    const made = await newCampaign({ ...base, image: ours });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(campaignSchema.parse(made.body).image).toBe(ours);
  });

  it("an event made by staff has a page with places left per slot, is served by the event menu call, and takes event orders", async () => {
    const eventDate = shift(here.today, 3);
    const slots = [
      { label: "Lunch", startsAt: "12:00", endsAt: "14:00", capacity: 2 },
      { label: "Dinner", startsAt: "19:00", endsAt: "21:00", capacity: 5 },
    ];
    const made = await newEvent({ eventSlug: "Tasting-Night", name: "Tasting night", eventDate, slots, itemIds: here.itemIds });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const page = eventPageSchema.parse(made.body);
    expect(page).toMatchObject({ eventSlug: "tasting-night", past: false, dishCount: 2, eventDate });
    expect(page.menuTypes).toContain("pickup");
    expect(page.slots.map((s) => [s.label, s.left])).toEqual([
      ["Lunch", 2],
      ["Dinner", 5],
    ]);

    const menu = menuDataSchema.parse(
      (await t.call("/merchants/locations/event-order-menu/v2", { locationId: here.id, orderType: "pickup", eventSlug: "tasting-night" }))
        .body,
    );
    expect(menu.menu.map((i) => i.itemId).sort()).toEqual([...here.itemIds].sort());

    const item = menu.menu.find((i) => i.itemId === here.itemIds[0])!;
    const lunch = page.slots[0]!;
    const placed = await placeOrder(
      t,
      orderRequest(here.id, [lineFor(item)], { orderTimeASAP: false, eventSlug: "tasting-night", eventSlotId: lunch.id }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const after = eventPageSchema.parse((await t.get(`/merchants/events/tasting-night?locationId=${here.id}`)).body);
    expect(after.slots.map((s) => s.left)).toEqual([1, 5]);
    expect(staffEventListSchema.parse(await staffList("/staff/events")).map((e) => e.eventSlug)).toContain("tasting-night");

    const missing = await t.get(`/merchants/events/tasting-night?locationId=${elsewhere.id}`);
    expect(missing.status).toBe(404);
    expect(messageOf(missing)).toBe(CAMPAIGN_TEXTS.eventNotFound);
  });

  it("refuses a taken slug (409), a past date and another restaurant's dish (400), storing nothing", async () => {
    const event = (extra: Record<string, unknown>) => ({
      eventSlug: "brunch-club",
      name: "Brunch club",
      eventDate: shift(here.today, 7),
      slots: [{ label: "Morning", startsAt: "10:00", endsAt: "12:00", capacity: 10 }],
      itemIds: here.itemIds,
      ...extra,
    });
    expect((await newEvent(event({}))).status).toBe(200);
    const before = (await staffList("/staff/events")).length;
    const taken = await newEvent(event({ eventSlug: "BRUNCH-CLUB" }));
    expect(taken.status).toBe(409);
    expect(messageOf(taken)).toBe(CAMPAIGN_REFUSALS.slugTaken);
    const past = await newEvent(event({ eventSlug: "yesterday", eventDate: shift(here.today, -1) }));
    expect([past.status, messageOf(past)]).toEqual([400, CAMPAIGN_REFUSALS.eventInPast]);
    const foreign = await newEvent(event({ eventSlug: "foreign", itemIds: [elsewhere.itemId] }));
    expect([foreign.status, messageOf(foreign)]).toEqual([400, CAMPAIGN_REFUSALS.noItems]);
    expect((await staffList("/staff/events")).length).toBe(before);
    // The same slug at another restaurant is its own event.
    expect((await newEvent(event({ itemIds: [elsewhere.itemId] }), elsewhere.token)).status).toBe(200);
  });

  it("as the days pass, an event's page says it is past and a campaign that ran says it ended (runs last: it moves the clock)", async () => {
    clock.advance(40 * 86_400_000);
    const event = eventPageSchema.parse((await t.get(`/merchants/events/tasting-night?locationId=${here.id}`)).body);
    expect(event.past).toBe(true);
    // The staff sign-in of 40 days ago has expired: a fresh one.
    const { token } = await staffMember(t, here.id, "manager");
    const campaigns = campaignListSchema.parse((await jsonCall(t, "GET", "/staff/campaigns", undefined, { token })).body);
    expect(campaigns.find((c) => c.title === "Winter warmers")?.state).toBe("ended");
    const listed = campaignListSchema.parse((await t.get(`/merchants/campaigns?locationId=${here.id}`)).body);
    expect(listed.some((c) => c.title === "Winter warmers")).toBe(false);
  });
});
