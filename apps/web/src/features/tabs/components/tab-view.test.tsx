/** The table order view (issue 24): no call for the waiter from a closed tab; a voided round shown off the bill; a round ready once its dishes are. */
import { ROUND_WORDS, type TabRound } from "@forkful/contracts/tabs";
import { CALL_WAITER_LABEL } from "@forkful/contracts/waiter-calls";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { restaurantFixture } from "../../../shared/testing/fixtures";
import { orderFixture, orderItemFixture, tabFixture, totalsAnswerFixture } from "../../../shared/testing/order-fixtures";
import { TabView } from "./tab-view";

afterEach(cleanup);

const restaurant = restaurantFixture();
const place = { merchantType: restaurant.merchantType, locationSlug: restaurant.locationSlug, tableId: "T4" };
const salad = totalsAnswerFixture.lines[0]!;
const round = (sortOrder: number, changes: Partial<TabRound> = {}): TabRound => ({
  sortOrder,
  dinerId: "d1",
  dinerName: "Asha",
  placedAt: "2026-11-24T19:10:00.000Z",
  ticketStatus: null,
  state: "sent",
  ticketLabel: ROUND_WORDS.sent,
  voided: null,
  ...changes,
});

function renderTab(tabChanges: Parameters<typeof tabFixture>[0], itemStatus: number | null = null) {
  const tab = tabFixture(tabChanges);
  const items = [orderItemFixture(salad, { lineId: 1, sortOrder: 1, dinerId: "d1", dinerName: "Asha", itemStatus })];
  const order = orderFixture(restaurant, { orderType: "dinein", tableId: "T4", tab, items });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TabView order={order} tab={tab} place={place} sectionName="Patio" bill={null} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the table order view", () => {
  it("offers Call Waiter while the tab is open or being settled, and not once it is closed", () => {
    renderTab({ state: "open", rounds: [round(1)] });
    expect(screen.getByRole("button", { name: CALL_WAITER_LABEL })).toBeTruthy();
    cleanup();
    renderTab({ state: "settling", rounds: [round(1)] });
    expect(screen.getByRole("button", { name: CALL_WAITER_LABEL })).toBeTruthy();
    cleanup();
    renderTab({ state: "closed", rounds: [round(1)] });
    expect(screen.queryByRole("button", { name: CALL_WAITER_LABEL })).toBeNull();
    expect(screen.queryByTestId("order-more")).toBeNull();
  });

  it("says a round is ready once every dish of it is, though its ticket is not marked yet", () => {
    renderTab({ rounds: [round(1)] }, 42);
    expect(within(screen.getByTestId("tab-round")).getByTestId("round-state").textContent).toBe(ROUND_WORDS.ready);
  });

  it("shows a voided round's dishes struck through, off the bill", () => {
    const voided = { at: "2026-11-24T19:20:00.000Z", lines: [{ itemName: "Miso Ramen", quantity: 2, subtotal: 3200 }] };
    renderTab({ rounds: [round(1), round(2, { dinerName: "Ravi", state: "voided", ticketLabel: ROUND_WORDS.voided, voided })] });
    const [, second] = screen.getAllByTestId("tab-round");
    expect(within(second!).getByTestId("round-state").textContent).toBe(ROUND_WORDS.voided);
    expect(second!.textContent).toContain("2×Miso Ramen");
    expect(second!.textContent).toContain("The restaurant took this round off the bill");
    expect(second!.querySelector(".line-through")).not.toBeNull();
    // The tab counts the rounds still on it.
    expect(screen.getByText("1 round, 1 diner")).toBeTruthy();
  });
});
