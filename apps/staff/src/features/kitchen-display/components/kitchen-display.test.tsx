import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { KDS_TEXTS, type KitchenTicket } from "@forkful/contracts/kitchen";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { KitchenDisplay } from "./kitchen-display";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function ticket(
  orderNumber: string,
  items: [string, number, string | null, number | null][],
  extra: Partial<KitchenTicket> = {},
): KitchenTicket {
  return {
    orderId: `2b3c4d5e-0000-4000-8000-00000000${orderNumber.padStart(4, "0")}`,
    orderNumber,
    tableId: null,
    sortOrder: 1,
    dinerName: "",
    placedAt: minutesAgo(10),
    receivedAt: minutesAgo(8),
    promisedAt: minutesAgo(-20),
    status: null,
    statusLabel: "In the kitchen",
    orderType: "pickup",
    note: null,
    recalled: false,
    items: items.map(([itemName, quantity, station, status], i) => ({
      lineId: Number(orderNumber) * 10 + i,
      itemName,
      quantity,
      options: [],
      comment: null,
      status,
      statusLabel: status === 41 ? "In preparation" : "Sent to the kitchen",
      station,
      stationName: station === "hot" ? "Hot line" : station === "bar" ? "Bar" : null,
      diet: "veg",
    })),
    ...extra,
  };
}

const first = ticket(
  "1001",
  [
    ["Ramen", 2, "hot", null],
    ["Iced tea", 1, "bar", null],
  ],
  { note: "No onions" },
);
const late = ticket("1002", [["Ramen", 1, "hot", 41]], { promisedAt: minutesAgo(5), receivedAt: minutesAgo(30) });
const barOnly = ticket("1003", [["Iced tea", 3, "bar", null]]);

function renderDisplay() {
  return renderWithQueries(<KitchenDisplay />);
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  signInForTest("kitchen");
  api.install({
    "/staff/kitchen/tickets": () => json({ tickets: [first, late, barOnly] }),
    "/staff/kitchen/stations": () =>
      json({
        stations: [
          { key: "hot", name: "Hot line", dishIds: [], categoryIds: [] },
          { key: "bar", name: "Bar", dishIds: [], categoryIds: [] },
        ],
      }),
  });
});
afterEach(resetAfterScreenTest);

const card = (number: string) => screen.getByRole("article", { name: new RegExp(`^#${number} `) });
const allDay = () => within(screen.getByRole("region", { name: "All day" }));

describe("the kitchen display", () => {
  it("shows the tickets on the rail in the order given, with their notes, and a late one marked", async () => {
    renderDisplay();
    await screen.findByRole("article", { name: /^#1001 / });
    const rail = within(screen.getByRole("region", { name: "Rail" }));
    expect(rail.getAllByRole("article").map((a) => a.getAttribute("aria-labelledby"))).toEqual(
      [first, late, barOnly].map((t) => `ticket-${t.orderId}-1`),
    );
    expect(within(card("1001")).getByText("Note: No onions")).toBeTruthy();
    expect(within(card("1001")).getByRole("button", { name: /Ramen/ }).textContent, "each dish says its station").toMatch(/· Hot line$/);
    expect(within(card("1002")).getByText(/Late ·/)).toBeTruthy();
    expect(within(card("1001")).queryByText(/Late ·/)).toBeNull();
  });

  it("filters by station: only that station's dishes and tickets, and counts what is left all day", async () => {
    renderDisplay();
    await screen.findByRole("article", { name: /^#1001 / });
    expect(allDay().getByText("Ramen").nextSibling?.textContent).toBe("3");
    expect(allDay().getByText("Iced tea").nextSibling?.textContent).toBe("4");
    fireEvent.click(await screen.findByRole("button", { name: "Bar" }));
    expect(screen.getByRole("button", { name: "Bar" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("article", { name: /^#1002 / })).toBeNull();
    expect(within(card("1001")).queryByText(/Ramen/)).toBeNull();
    expect(allDay().queryByText("Ramen")).toBeNull();
    expect(allDay().getByText("Iced tea").nextSibling?.textContent).toBe("4");
    fireEvent.click(screen.getByRole("button", { name: "Expo" }));
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("bumps a ticket, moves a dish on a tap, and recalls, each through its call; a refusal is said", async () => {
    renderDisplay();
    await screen.findByRole("article", { name: /^#1001 / });
    api.handlers[`/staff/kitchen/orders/${first.orderId}/rounds/1/bump`] = () => json({ ...first, status: 43 });
    api.handlers[`/staff/kitchen/orders/${late.orderId}/items/10020`] = () => json(late);
    api.handlers["/staff/kitchen/recall"] = () =>
      json({ statusCode: 409, error: "Conflict", message: "No ticket was bumped in the past hour" }, 409);
    fireEvent.click(within(card("1001")).getByRole("button", { name: /^Bump/ }));
    await waitFor(() => expect(api.sent.some((call) => call.path.endsWith("/rounds/1/bump"))).toBe(true));
    fireEvent.click(within(card("1002")).getByRole("button", { name: /Ramen: In preparation\. Tap: ready/ }));
    await waitFor(() => expect(api.sent.find((call) => call.path.endsWith("/items/10020"))?.payload).toEqual({ status: 42 }));
    fireEvent.click(screen.getByRole("button", { name: "Recall" }));
    expect((await screen.findByRole("alert")).textContent).toBe("No ticket was bumped in the past hour");
  });

  it("says the rail is clear when there are no tickets, and offers to retry when they cannot be read", async () => {
    api.handlers["/staff/kitchen/tickets"] = () => json({ tickets: [] });
    renderDisplay();
    expect(await screen.findByText(KDS_TEXTS.empty)).toBeTruthy();
    cleanup();
    api.handlers["/staff/kitchen/tickets"] = () => json({ message: "down" }, 500);
    renderDisplay();
    expect(await screen.findByRole("button", { name: /try again|retry/i })).toBeTruthy();
  });
});
