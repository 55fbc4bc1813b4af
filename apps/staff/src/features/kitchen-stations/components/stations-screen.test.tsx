import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { type KitchenStation, STATION_TEXTS } from "@forkful/contracts/kitchen";
import type { StaffMenu } from "@forkful/contracts/menu-availability";
import { MESSAGES } from "@forkful/contracts/messages";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { StationsScreen } from "./stations-screen";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });

const dish = (itemId: number, name: string) => ({
  itemId,
  name,
  price: 900,
  shown: true,
  stockQuantity: null,
  soldOut: null,
  modifiers: [],
});
const menu: StaffMenu = {
  currency: "USD",
  categories: [
    { categoryId: 1, name: "Mains", dishes: [dish(11, "Steak"), dish(12, "Salad")] },
    { categoryId: 2, name: "Drinks", dishes: [dish(21, "Lemonade")] },
  ],
};
const grill: KitchenStation = { key: "grill", name: "Grill", dishIds: [], categoryIds: [1] };
const cold: KitchenStation = { key: "cold", name: "Cold", dishIds: [12], categoryIds: [] };

let held: KitchenStation[];
let putAnswer: ((body: { stations: KitchenStation[] }) => { status: number; body: unknown }) | null;
const puts = () => api.sent.filter((call) => call.path === "/staff/kitchen/stations" && call.payload !== undefined).map((c) => c.payload);

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  held = [grill, cold];
  putAnswer = null;
  api.install({
    "/staff/menu": () => json(menu),
    "/staff/kitchen/stations": (payload) => {
      if (payload === undefined) return json({ stations: held });
      const body = payload as { stations: KitchenStation[] };
      if (putAnswer) return putAnswer(body);
      held = body.stations;
      return json(body);
    },
  });
});
afterEach(resetAfterScreenTest);

async function asManager() {
  signInForTest("manager");
  renderWithQueries(<StationsScreen mayEdit />);
  await screen.findByRole("list", { name: "The stations" });
}
const save = () => screen.getByRole("button", { name: "Save stations" });
const pick = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the stations screen, for a manager", () => {
  it("shows the stations and where each dish goes: by itself, else by its category", async () => {
    await asManager();
    expect(screen.getAllByRole("textbox", { name: /^Station \d/ }).map((box) => (box as HTMLInputElement).value)).toEqual([
      "Grill",
      "Cold",
    ]);
    expect((screen.getByLabelText("Station for Mains") as HTMLSelectElement).value).toBe("grill");
    expect((screen.getByLabelText("Station for Salad") as HTMLSelectElement).value).toBe("cold");
    expect((screen.getByLabelText("Station for Steak") as HTMLSelectElement).value).toBe("");
    expect(within(screen.getByLabelText("Station for Steak")).getByRole("option", { selected: true }).textContent).toBe(
      `${STATION_TEXTS.asCategory} (Grill)`,
    );
    expect(save()).toHaveProperty("disabled", true);
  });

  it("adds, renames and removes stations, routes a category and a dish, and saves them all in one PUT", async () => {
    await asManager();
    fireEvent.change(screen.getByLabelText("New station"), { target: { value: "Cold Bar" } });
    fireEvent.click(screen.getByRole("button", { name: "Add station" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Station 1" }), { target: { value: "Hot line" } });
    pick("Station for Drinks", "cold-bar");
    pick("Station for Steak", "cold-bar");
    fireEvent.click(screen.getByRole("button", { name: "Remove station Cold" }));
    fireEvent.click(save());
    expect((await screen.findByRole("status")).textContent).toBe(STATION_TEXTS.saved);
    expect(puts()).toEqual([
      {
        stations: [
          { key: "grill", name: "Hot line", dishIds: [], categoryIds: [1] },
          { key: "cold-bar", name: "Cold Bar", dishIds: [11], categoryIds: [2] },
        ],
      },
    ]);
    // Salad was Cold's: removed with it, it goes by its category again.
    expect((screen.getByLabelText("Station for Salad") as HTMLSelectElement).value).toBe("");
    await waitFor(() => expect(save()).toHaveProperty("disabled", true));
  });

  it("says what is wrong before sending: a station without a name, two with one name, a name already there", async () => {
    await asManager();
    fireEvent.change(screen.getByRole("textbox", { name: "Station 2" }), { target: { value: " " } });
    expect(screen.getByText("Name the station")).toBeTruthy();
    expect(save()).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByRole("textbox", { name: "Station 2" }), { target: { value: "grill" } });
    expect(screen.getByRole("alert").textContent).toBe("Two stations have one name");
    expect(save()).toHaveProperty("disabled", true);
    fireEvent.change(screen.getByLabelText("New station"), { target: { value: "Grill" } });
    fireEvent.click(screen.getByRole("button", { name: "Add station" }));
    expect(screen.getByText("There is already a station called Grill")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect((screen.getByRole("textbox", { name: "Station 2" }) as HTMLInputElement).value).toBe("Cold");
    expect(puts()).toEqual([]);
  });

  it("says the server's refusal and keeps the draft", async () => {
    await asManager();
    putAnswer = () => json({ statusCode: 400, error: "Bad Request", message: "Dish 12 is not on this restaurant's menu" }, 400);
    fireEvent.change(screen.getByRole("textbox", { name: "Station 1" }), { target: { value: "Grill & fry" } });
    fireEvent.click(save());
    expect((await screen.findByRole("alert")).textContent).toBe("Dish 12 is not on this restaurant's menu");
    expect((screen.getByRole("textbox", { name: "Station 1" }) as HTMLInputElement).value).toBe("Grill & fry");
    expect(save()).toHaveProperty("disabled", false);
  });

  it("with no stations yet, says how to start and routes nothing until one is added", async () => {
    held = [];
    signInForTest("manager");
    renderWithQueries(<StationsScreen mayEdit />);
    expect(await screen.findByText(STATION_TEXTS.emptyBody)).toBeTruthy();
    expect(screen.queryByLabelText("Station for Mains")).toBeNull();
    fireEvent.change(screen.getByLabelText("New station"), { target: { value: "Bar" } });
    fireEvent.click(screen.getByRole("button", { name: "Add station" }));
    expect(screen.getByLabelText("Station for Mains")).toBeTruthy();
  });
});

describe("the stations screen, for the kitchen", () => {
  it("shows the stations and routes without any control to change them", async () => {
    signInForTest("kitchen");
    renderWithQueries(<StationsScreen mayEdit={false} />);
    const list = await screen.findByRole("list", { name: "The stations" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Grill", "Cold"]);
    expect(screen.getByText(STATION_TEXTS.readOnly)).toBeTruthy();
    expect(screen.queryAllByRole("textbox")).toEqual([]);
    expect(screen.queryAllByRole("combobox")).toEqual([]);
    expect(screen.queryByRole("button", { name: "Save stations" })).toBeNull();
    const steak = screen.getByText("Steak").closest("li")!;
    expect(steak.textContent).toBe("SteakGrill");
    expect(screen.getByText("Salad").closest("li")!.textContent).toBe("SaladCold");
    expect(screen.getByText("Lemonade").closest("li")!.textContent).toBe(`Lemonade${STATION_TEXTS.noStation}`);
  });

  it("says when no station is named yet, and offers to retry when the stations cannot be read", async () => {
    held = [];
    signInForTest("kitchen");
    const { unmount } = renderWithQueries(<StationsScreen mayEdit={false} />);
    expect(await screen.findByText(STATION_TEXTS.emptyReadOnly)).toBeTruthy();
    unmount();
    api.handlers["/staff/kitchen/stations"] = () => json({ message: "down" }, 500);
    renderWithQueries(<StationsScreen mayEdit={false} />);
    expect(await screen.findByText(MESSAGES.genericFailure)).toBeTruthy();
    expect(screen.getByRole("button", { name: /try again|retry/i })).toBeTruthy();
  });
});
