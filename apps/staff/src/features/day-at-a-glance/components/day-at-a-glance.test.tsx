/** The day at a glance (issue 26): tiles of the day's figures, the hours drawn and listed, one row per restaurant for an owner. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import type { RestaurantDay } from "@forkful/contracts/day-at-a-glance";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "../../../shared/testing/staff-screen";
import { DayAtAGlance } from "./day-at-a-glance";

/** chart.js draws on a canvas jsdom has not got: what it was asked to draw is kept instead. */
const drawn = vi.hoisted(() => ({ charts: [] as { data: { labels: string[]; datasets: { label: string; data: number[] }[] } }[] }));
vi.mock("chart.js", () => {
  class Chart {
    static register() {}
    constructor(_: unknown, config: (typeof drawn.charts)[number]) {
      drawn.charts.push(config);
    }
    destroy() {}
  }
  const piece = {};
  return {
    Chart,
    BarController: piece,
    BarElement: piece,
    CategoryScale: piece,
    LinearScale: piece,
    LineController: piece,
    LineElement: piece,
    PointElement: piece,
    Legend: piece,
    Tooltip: piece,
  };
});

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const restaurant = (locationId: number, branchName: string, current: boolean) => ({
  locationId,
  name: "Demo",
  branchName,
  city: "New York",
  currency: "USD" as const,
  timeZone: "America/New_York",
  current,
});
const figures = { orders: 4, revenue: 12345, averagePrepMinutes: 23, averageWaitMinutes: 32, lateOrders: 2 };
const gramercy: RestaurantDay = {
  restaurant: restaurant(1, "Gramercy Table - Gramercy Park", true),
  date: "2026-11-23",
  figures,
  hours: [
    { hour: 9, orders: 1, revenue: 4000, averagePrepMinutes: 18, averageWaitMinutes: 29, lateOrders: 0 },
    { hour: 12, orders: 3, revenue: 8345, averagePrepMinutes: null, averageWaitMinutes: null, lateOrders: 2 },
  ],
};
const hudson: RestaurantDay = {
  restaurant: restaurant(2, "Hudson Slice Co. - West Village", false),
  date: "2026-11-23",
  figures: { orders: 0, revenue: 0, averagePrepMinutes: null, averageWaitMinutes: null, lateOrders: 0 },
  hours: [],
};

function renderDay(role: "manager" | "owner") {
  return renderWithQueries(<DayAtAGlance role={role} />);
}

beforeEach(() => {
  drawn.charts.length = 0;
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue({} as CanvasRenderingContext2D);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the day at a glance", () => {
  it("shows the day's figures in tiles and draws the hours, which a table lists too", async () => {
    api.install({ "/staff/day": () => json({ days: [gramercy] }) });
    renderDay("manager");
    const tiles = await screen.findByRole("region", { name: /Gramercy Table/ });
    const figure = (label: string) => within(tiles).getByText(label).nextElementSibling?.textContent;
    expect([figure("Orders"), figure("Revenue"), figure("Avg prep"), figure("Avg wait"), figure("Late")]).toEqual([
      "4",
      "$123.45",
      "23 min",
      "32 min",
      "2",
    ]);
    expect(drawn.charts).toHaveLength(1);
    // The chart draws the whole day, hours without orders at 0, so one busy hour is one bar among 24.
    const labels = drawn.charts[0]!.data.labels as string[];
    expect(labels).toHaveLength(24);
    expect([labels[0], labels[9], labels[12], labels[23]]).toEqual(["00:00", "09:00", "12:00", "23:00"]);
    const [orders, revenue] = drawn.charts[0]!.data.datasets.map((set) => set.data as number[]);
    expect([orders![9], orders![12], orders!.reduce((sum, n) => sum + n, 0)]).toEqual([1, 3, 4]);
    expect([revenue![9], revenue![12], revenue![0]]).toEqual([40, 83.45, 0]);
    expect(screen.getByRole("img", { name: /Orders and revenue by hour/ })).toBeTruthy();
    fireEvent.click(screen.getByText("The hours as a table"));
    const rows = within(screen.getByRole("table", { name: "Orders and revenue by hour" })).getAllByRole("row");
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(["09:001$40.0018 min0", "12:003$83.45—2"]);
    expect(api.sent.at(-1)?.path).toBe("/staff/day");
  });

  it("gives an owner a row of tiles per restaurant (asking for all), and says when the day has no orders yet", async () => {
    api.install({ "/staff/day": () => json({ days: [{ ...gramercy, hours: [] }, hudson] }) });
    renderDay("owner");
    expect(await screen.findByRole("heading", { name: "Gramercy Table - Gramercy Park (you are here)" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Hudson Slice Co. - West Village" })).toBeTruthy();
    expect(screen.getByText("No orders yet today.")).toBeTruthy();
    expect(drawn.charts).toHaveLength(0);
    const asked = vi.mocked(fetch).mock.calls.at(-1)![0] as string;
    expect(asked).toContain("all=1");
  });

  it("says so when the figures cannot be loaded, and tries again", async () => {
    let fail = true;
    api.install({ "/staff/day": () => (fail ? json({ message: "down" }, 500) : json({ days: [gramercy] })) });
    renderDay("manager");
    expect((await screen.findByRole("alert")).textContent).toContain("The day's figures could not be loaded.");
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("region", { name: /Gramercy Table/ })).toBeTruthy();
  });
});
