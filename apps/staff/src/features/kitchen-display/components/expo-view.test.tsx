import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { KDS_TEXTS, type KitchenTicket } from "@forkful/contracts/kitchen";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { expoOrders } from "../lib/expo-orders";
import { KitchenDisplay } from "./kitchen-display";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const STATUS_WORDS: Record<string, string> = { null: "Sent to the kitchen", 41: "In preparation", 42: "Ready", 59: "Served" };

type Dish = [name: string, station: [key: string, name: string] | null, status: number | null];

function round(orderNumber: string, sortOrder: number, dishes: Dish[], extra: Partial<KitchenTicket> = {}): KitchenTicket {
  return {
    orderId: `3c4d5e6f-0000-4000-8000-00000000${orderNumber.padStart(4, "0")}`,
    orderNumber,
    tableId: null,
    sortOrder,
    dinerName: "",
    placedAt: minutesAgo(12 - sortOrder),
    receivedAt: minutesAgo(12 - sortOrder),
    promisedAt: null,
    status: null,
    statusLabel: "In the kitchen",
    orderType: "pickup",
    note: null,
    recalled: false,
    items: dishes.map(([itemName, station, status], i) => ({
      lineId: Number(orderNumber) * 100 + sortOrder * 10 + i,
      itemName,
      quantity: 1,
      options: [],
      comment: null,
      status,
      statusLabel: STATUS_WORDS[String(status)]!,
      station: station?.[0] ?? null,
      stationName: station?.[1] ?? null,
      diet: null,
    })),
    ...extra,
  };
}

const GRILL: [string, string] = ["grill", "Grill"];
const BAR: [string, string] = ["bar", "Bar"];
const tab = { tableId: "T4", orderType: "dinein" as const };
// A tab's two rounds, one ready (43) and one with every dish ready: ready to run.
const tabFirst = round("2001", 1, [["Steak", GRILL, 42]], { ...tab, status: 43, statusLabel: "Ready" });
const tabSecond = round("2001", 2, [["Lemonade", BAR, 42]], { ...tab, dinerName: "Mira" });
// A pickup order with one dish still on the grill, one not routed.
const pickup = round("2002", 1, [
  ["Burger", GRILL, 41],
  ["Fries", null, 42],
]);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("kitchen");
  api.install({
    // The rail's order: the pickup's ticket arrives between the tab's rounds.
    "/staff/kitchen/tickets": () => json({ tickets: [tabFirst, pickup, tabSecond] }),
    "/staff/kitchen/stations": () => json({ stations: [] }),
  });
});
afterEach(resetAfterScreenTest);

async function openExpo() {
  renderWithQueries(<KitchenDisplay />);
  await screen.findAllByRole("article", { name: /^#2001 / });
  fireEvent.click(screen.getByRole("button", { name: KDS_TEXTS.expo }));
  return within(screen.getByRole("region", { name: "Expo" }));
}
const order = (number: string) => within(screen.getByRole("article", { name: new RegExp(`^#${number} `) }));

describe("expo", () => {
  it("gathers an order's rounds into one card, in the rail's order, with each dish's station and state", async () => {
    const expo = await openExpo();
    expect(expo.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual([
      "#2001 · Table T4",
      "#2002 · Pickup",
    ]);
    const dishes = order("2001").getAllByRole("list", { name: /^Dishes of round/ });
    expect(dishes.map((list) => list.textContent)).toEqual(["1× SteakGrillReady", "1× LemonadeBarReady"]);
    expect(order("2002").getByRole("list", { name: "Dishes of round 1" }).textContent).toBe(
      `1× BurgerGrillIn preparation1× Fries${KDS_TEXTS.noStation}Ready`,
    );
  });

  it("says an order is ready to run only when every dish of every round is done, and counts the rest", async () => {
    await openExpo();
    expect(order("2001").getByText(KDS_TEXTS.readyToRun)).toBeTruthy();
    expect(order("2002").queryByText(KDS_TEXTS.readyToRun)).toBeNull();
    expect(order("2002").getByText("1 of 2 ready")).toBeTruthy();
    expect(screen.getByText(`2 orders · 1 ${KDS_TEXTS.readyToRun.toLowerCase()}`)).toBeTruthy();
  });

  it("serves a tab's ready round, bumps another to ready, and runs a whole ready order, each through the bump", async () => {
    await openExpo();
    const bumped = () => api.sent.filter((call) => call.path.endsWith("/bump")).map((call) => call.path.split("/").slice(-4).join("/"));
    api.handlers[`/staff/kitchen/orders/${tabFirst.orderId}/rounds/1/bump`] = () => json({ ...tabFirst, status: 59 });
    api.handlers[`/staff/kitchen/orders/${tabFirst.orderId}/rounds/2/bump`] = () => json({ ...tabSecond, status: 43 });
    api.handlers[`/staff/kitchen/orders/${pickup.orderId}/rounds/1/bump`] = () => json({ ...pickup, status: 43 });
    fireEvent.click(order("2001").getByRole("button", { name: "Round 1 of #2001: serve" }));
    await waitFor(() => expect(bumped()).toEqual([`${tabFirst.orderId}/rounds/1/bump`]));
    fireEvent.click(order("2002").getByRole("button", { name: "Round 1 of #2002: ready" }));
    await waitFor(() => expect(bumped()).toHaveLength(2));
    expect(bumped()[1]).toBe(`${pickup.orderId}/rounds/1/bump`);
    await waitFor(() => expect(order("2001").getByRole("button", { name: "Run the whole order" })).toHaveProperty("disabled", false));
    fireEvent.click(order("2001").getByRole("button", { name: "Run the whole order" }));
    await waitFor(() => expect(bumped()).toHaveLength(4));
    expect(bumped().slice(2).sort()).toEqual([`${tabFirst.orderId}/rounds/1/bump`, `${tabFirst.orderId}/rounds/2/bump`]);
  });

  it("offers no whole-order run before the order is ready to run", async () => {
    await openExpo();
    expect(order("2002").queryByRole("button", { name: "Run the whole order" })).toBeNull();
    expect(expoOrders([pickup])[0]).toMatchObject({ readyToRun: false, done: 1, total: 2 });
    expect(expoOrders([{ ...pickup, status: 43 }])[0]).toMatchObject({ readyToRun: true, done: 2, total: 2 });
  });
});
