import { userDetailSchema } from "@forkful/contracts/customers";
import { FAVOURITE_REFUSALS, type Favourites, favouritesSchema, MAX_FAVOURITES } from "@forkful/contracts/favourites";
import type { MenuItem } from "@forkful/contracts/menu";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favouriteItems, favouriteLocations } from "../../db/schema/favourites";
import { menuItems } from "../../db/schema/menu";
import { lineFor, menuOf, openRestaurants, orderRequest, placeOrder } from "../../test/order-test-kit";
import { type Answer, encodedCall, messageOf, signUpByOtp } from "../../test/sign-in-helpers";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
let here: number;
let elsewhere: number;
let dish: MenuItem;
let otherDish: MenuItem;
let foreignDish: MenuItem;

beforeAll(async () => {
  t = await createTestApp();
  const [first, second] = await openRestaurants(t, "pickup");
  here = first!.id;
  elsewhere = second!.id;
  const menu = (await menuOf(t, here, "pickup")).menu;
  [dish, otherDish] = menu as [MenuItem, MenuItem];
  foreignDish = (await menuOf(t, elsewhere, "pickup")).menu[0]!;
});
afterAll(() => t.close());

interface Session {
  customerId: string;
  accessToken: string;
}

const list = (s: Session, query = `customerId=${s.customerId}`) =>
  encodedCall(t, "GET", `/favourites?${query}`, undefined, { token: s.accessToken });
const save = (s: Session, body: object) =>
  encodedCall(t, "POST", "/favourites", { customerId: s.customerId, ...body }, { token: s.accessToken });
const remove = (s: Session, body: object) =>
  encodedCall(t, "DELETE", "/favourites", { customerId: s.customerId, ...body }, { token: s.accessToken });

function favourites(answer: Answer): Favourites {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return favouritesSchema.parse(answer.body);
}

const rowsOf = async (s: Session) => ({
  places: await t.database.db.select().from(favouriteLocations).where(eq(favouriteLocations.customerId, s.customerId)),
  dishes: await t.database.db.select().from(favouriteItems).where(eq(favouriteItems.customerId, s.customerId)),
});

describe("POST, GET and DELETE /favourites", () => {
  it("keeps a dish in the map keyed by itemId, with what the page shows and a link to its restaurant", async () => {
    const s = await signUpByOtp(t);
    const kept = favourites(await save(s, { locationId: here, itemId: dish.itemId }));
    const item = kept.items[String(dish.itemId)];
    expect(item).toMatchObject({ itemId: dish.itemId, locationId: here, name: dish.itemName, price: dish.price, available: true });
    expect(item!.locationSlug).not.toBe("");
    expect(item!.merchantType).not.toBe("");
    expect(["pickup", "delivery", "dinein"]).toContain(item!.menuType);
    expect(kept.restaurants).toEqual([]);
    expect(favourites(await list(s))).toEqual(kept);
  });

  it("is idempotent: saving twice keeps one row with its first time, removing twice answers the same", async () => {
    const s = await signUpByOtp(t);
    const first = favourites(await save(s, { locationId: here, itemId: dish.itemId }));
    const second = favourites(await save(s, { locationId: here, itemId: dish.itemId }));
    expect(second).toEqual(first);
    expect((await rowsOf(s)).dishes).toHaveLength(1);
    const removed = favourites(await remove(s, { locationId: here, itemId: dish.itemId }));
    expect(favourites(await remove(s, { locationId: here, itemId: dish.itemId }))).toEqual(removed);
    expect(removed.items).toEqual({});
    expect((await rowsOf(s)).dishes).toHaveLength(0);
  });

  it("lists restaurants newest first and scopes both to one restaurant with locationId", async () => {
    const s = await signUpByOtp(t);
    favourites(await save(s, { locationId: here }));
    favourites(await save(s, { locationId: elsewhere }));
    favourites(await save(s, { locationId: here, itemId: dish.itemId }));
    const all = favourites(await save(s, { locationId: elsewhere, itemId: foreignDish.itemId }));
    expect(all.restaurants.map((r) => r.locationId)).toEqual([elsewhere, here]);
    expect(Object.keys(all.items).sort()).toEqual([String(dish.itemId), String(foreignDish.itemId)].sort());
    const scoped = favourites(await list(s, `locationId=${here}`));
    expect(scoped.restaurants.map((r) => r.locationId)).toEqual([here]);
    expect(Object.keys(scoped.items)).toEqual([String(dish.itemId)]);
  });

  it("refuses an unknown restaurant and a dish of another restaurant with 404, changing nothing", async () => {
    const s = await signUpByOtp(t);
    for (const call of [save, remove]) {
      const noPlace = await call(s, { locationId: 2_000_000 });
      expect(noPlace.status).toBe(404);
      expect(messageOf(noPlace)).toBe(FAVOURITE_REFUSALS.noRestaurant);
      const noDish = await call(s, { locationId: here, itemId: foreignDish.itemId });
      expect(noDish.status).toBe(404);
      expect(messageOf(noDish)).toBe(FAVOURITE_REFUSALS.noItem);
    }
    expect(await rowsOf(s)).toEqual({ places: [], dishes: [] });
  });

  it("keeps a dish taken off the menu, marked unavailable, and still lets the diner remove it", async () => {
    const s = await signUpByOtp(t);
    favourites(await save(s, { locationId: here, itemId: otherDish.itemId }));
    await t.database.db.update(menuItems).set({ display: 0 }).where(eq(menuItems.id, otherDish.itemId));
    try {
      expect(favourites(await list(s)).items[String(otherDish.itemId)]?.available).toBe(false);
      const again = await save(s, { locationId: here, itemId: otherDish.itemId });
      expect(again.status).toBe(404);
      expect(favourites(await remove(s, { locationId: here, itemId: otherDish.itemId })).items).toEqual({});
    } finally {
      await t.database.db.update(menuItems).set({ display: 1 }).where(eq(menuItems.id, otherDish.itemId));
    }
  });

  it("refuses a new favourite beyond MAX_FAVOURITES with 409, and still accepts one already kept", async () => {
    const s = await signUpByOtp(t);
    favourites(await save(s, { locationId: here }));
    // The demo menus are smaller than the limit: hidden dishes of this restaurant fill the rest.
    const [template] = await t.database.db.select().from(menuItems).where(eq(menuItems.id, dish.itemId));
    const fillers = await t.database.db
      .insert(menuItems)
      .values(
        Array.from({ length: MAX_FAVOURITES - 1 }, (_, n) => ({
          locationId: here,
          categoryId: template!.categoryId,
          name: `Filler ${n}`,
          slug: `favourites-filler-${s.customerId}-${n}`,
          price: 100,
          diet: "veg" as const,
          display: 0,
        })),
      )
      .returning({ id: menuItems.id });
    await t.database.db.insert(favouriteItems).values(fillers.map((r) => ({ customerId: s.customerId, itemId: r.id })));
    const refused = await save(s, { locationId: here, itemId: dish.itemId });
    expect(refused.status).toBe(409);
    expect(messageOf(refused)).toBe(FAVOURITE_REFUSALS.tooMany);
    favourites(await save(s, { locationId: here }));
    favourites(await remove(s, { locationId: here }));
    favourites(await save(s, { locationId: here, itemId: dish.itemId }));
  });

  it("answers 401 to nobody and 403 FAVOURITE_REFUSALS.notYours for another diner's favourites", async () => {
    const owner = await signUpByOtp(t);
    const other = await signUpByOtp(t);
    favourites(await save(owner, { locationId: here }));
    const anonymous = await encodedCall(t, "GET", `/favourites?customerId=${owner.customerId}`, undefined);
    expect(anonymous.status).toBe(401);
    for (const answer of [
      await encodedCall(t, "GET", `/favourites?customerId=${owner.customerId}`, undefined, { token: other.accessToken }),
      await encodedCall(t, "POST", "/favourites", { customerId: owner.customerId, locationId: here }, { token: other.accessToken }),
      await encodedCall(t, "DELETE", "/favourites", { customerId: owner.customerId, locationId: here }, { token: other.accessToken }),
    ]) {
      expect(answer.status).toBe(403);
      expect(messageOf(answer)).toBe(FAVOURITE_REFUSALS.notYours);
    }
    expect((await rowsOf(owner)).places).toHaveLength(1);
    expect(await rowsOf(other)).toEqual({ places: [], dishes: [] });
  });

  it("works for a guest session (a diner who ordered signed out)", async () => {
    const answer = await placeOrder(t, orderRequest(here, [lineFor(dish)], { phone: "+14155550177" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const guest = (answer.body as { guestSession: Session }).guestSession;
    const kept = favourites(await save(guest, { locationId: here, itemId: dish.itemId }));
    expect(Object.keys(kept.items)).toEqual([String(dish.itemId)]);
  });
});

describe("one truth with the profile", () => {
  const profileOf = async (s: Session) =>
    userDetailSchema.parse((await encodedCall(t, "POST", "/customer/profile/v2", { id: s.customerId }, { token: s.accessToken })).body);
  const putFavourite = (s: Session, locationId: number, isFavorite: boolean) =>
    encodedCall(
      t,
      "PUT",
      "/customer/profile/v2",
      { customerId: s.customerId, favoriteMerchantLocationRequest: { customerId: s.customerId, locationId, isFavorite } },
      { token: s.accessToken },
    );

  it("the profile's favRestaurants and favItems show what /favourites keeps, and the profile's change shows in /favourites", async () => {
    const s = await signUpByOtp(t);
    favourites(await save(s, { locationId: here }));
    favourites(await save(s, { locationId: here, itemId: dish.itemId }));
    expect(await profileOf(s)).toMatchObject({ favRestaurants: [here], favItems: [dish.itemId] });

    expect((await putFavourite(s, elsewhere, true)).status).toBe(200);
    expect(
      favourites(await list(s))
        .restaurants.map((r) => r.locationId)
        .sort(),
    ).toEqual([here, elsewhere].sort());
    expect((await putFavourite(s, here, false)).status).toBe(200);
    expect(favourites(await list(s)).restaurants.map((r) => r.locationId)).toEqual([elsewhere]);

    favourites(await remove(s, { locationId: elsewhere }));
    favourites(await remove(s, { locationId: here, itemId: dish.itemId }));
    expect(await profileOf(s)).toMatchObject({ favRestaurants: [], favItems: [] });
  });
});
