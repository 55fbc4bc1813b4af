/** The menu availability screen (issue 26): dishes by category with a search, sold out today or until turned on, stock, options. */
import { fakeApi } from "@forkful/api-client/testing/fake-api";
import type { StaffDish, StaffMenu } from "@forkful/contracts/menu-availability";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../../shared/testing/staff-screen";
import { MenuAvailability } from "./menu-availability";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const dish = (over: Partial<StaffDish>): StaffDish => ({
  itemId: 1,
  name: "Margherita",
  price: 1200,
  shown: true,
  stockQuantity: null,
  soldOut: null,
  modifiers: [],
  ...over,
});
let menu: StaffMenu;

function renderScreen() {
  return renderWithQueries(<MenuAvailability />);
}

beforeEach(() => {
  signInForTest("kitchen");
  menu = {
    currency: "USD",
    categories: [
      {
        categoryId: 1,
        name: "Pizza",
        dishes: [
          dish({
            modifiers: [{ modifierId: 1, name: "Size", options: [{ optionId: 7, name: 'Large 18"', soldOut: null }] }],
          }),
          dish({ itemId: 2, name: "Diavola", soldOut: { until: null }, stockQuantity: 3 }),
        ],
      },
      { categoryId: 2, name: "Drinks", dishes: [dish({ itemId: 3, name: "Lemonade", price: 400 })] },
    ],
  };
  api.install({
    "/staff/menu": () => json(menu),
    "/staff/menu/dishes/1": () => json(dish({ soldOut: { until: "2026-11-24T05:00:00.000Z" } })),
    "/staff/menu/dishes/2": () => json(dish({ itemId: 2, name: "Diavola", stockQuantity: 3 })),
    "/staff/menu/options/7": () => json({ optionId: 7, name: 'Large 18"', soldOut: { until: null } }),
  });
});
afterEach(resetAfterScreenTest);

describe("the menu availability screen", () => {
  it("lists the dishes by category, says what is sold out, and finds a dish by its name", async () => {
    renderScreen();
    expect((await screen.findAllByRole("heading", { level: 2 })).map((h) => h.textContent)).toEqual(["Pizza", "Drinks"]);
    const diavola = screen.getByRole("article", { name: "Diavola" });
    expect(within(diavola).getByText("Sold out until turned back on")).toBeTruthy();
    expect((within(diavola).getByLabelText("Stock") as HTMLInputElement).value).toBe("3");
    fireEvent.change(screen.getByLabelText("Find a dish or an option"), { target: { value: "lemon" } });
    expect(screen.getAllByRole("article").map((a) => within(a).getByRole("heading").textContent)).toEqual(["Lemonade"]);
    fireEvent.change(screen.getByLabelText("Find a dish or an option"), { target: { value: "nothing like it" } });
    expect(screen.getByText("No dish matches")).toBeTruthy();
  });

  it("marks a dish sold out for today, turns one back on, saves a stock, and marks an option sold out", async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole("button", { name: "Mark Margherita sold out: Today" }));
    await waitFor(() => expect(api.sent.some((s) => s.path === "/staff/menu/dishes/1")).toBe(true));
    expect(api.sent.find((s) => s.path === "/staff/menu/dishes/1")!.payload).toEqual({ soldOut: "today" });
    fireEvent.click(screen.getByRole("button", { name: "Turn Diavola back on" }));
    await waitFor(() => expect(api.sent.find((s) => s.path === "/staff/menu/dishes/2")?.payload).toEqual({ soldOut: null }));

    const lemonade = screen.getByRole("article", { name: "Lemonade" });
    fireEvent.change(within(lemonade).getByLabelText("Stock"), { target: { value: "-2" } });
    fireEvent.click(within(lemonade).getByRole("button", { name: "Save the stock of Lemonade" }));
    expect(within(lemonade).getByRole("alert").textContent).toMatch(/whole number/);
    expect(api.sent.some((s) => s.path === "/staff/menu/dishes/3")).toBe(false);

    const margherita = screen.getByRole("article", { name: "Margherita" });
    fireEvent.click(within(margherita).getByRole("button", { name: /Show 1 options/ }));
    fireEvent.click(within(margherita).getByRole("button", { name: 'Mark Large 18" sold out: Until I turn it back on' }));
    await waitFor(() => expect(api.sent.find((s) => s.path === "/staff/menu/options/7")?.payload).toEqual({ soldOut: "untilTurnedOn" }));
  });

  it("says so when the restaurant has no dishes, and offers a retry when the menu fails", async () => {
    menu = { currency: "USD", categories: [] };
    const { unmount } = renderScreen();
    expect(await screen.findByText("No dishes yet")).toBeTruthy();
    unmount();
    api.handlers["/staff/menu"] = () => json({ statusCode: 500, error: "Internal Server Error", message: "boom" }, 500);
    renderScreen();
    expect(await screen.findByRole("button", { name: "Retry" })).toBeTruthy();
  });
});
