import { REFUSALS, type RefusalCode } from "@forkful/contracts/refusals";
import { TAB_REFUSALS } from "@forkful/contracts/tabs";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TableRoundRefusal } from "./table-round-refusal";

const TAB = "166dbc30-9d54-491c-b5c4-37331aed73ed";
const place = { merchantType: "restaurant", locationSlug: "hudson", tableId: "T4", tabOrderId: TAB };

function renderRefusal({ message, code }: { message: string; code: RefusalCode | null }, onLeaveTab = vi.fn()) {
  render(
    <MemoryRouter>
      <TableRoundRefusal message={message} code={code} place={place} onLeaveTab={onLeaveTab} />
    </MemoryRouter>,
  );
  return onLeaveTab;
}

afterEach(cleanup);

describe("a refused round at a table", () => {
  it("a closed tab: says so, and starts a new tab with the same dishes", () => {
    const onLeaveTab = renderRefusal(REFUSALS.TAB_CLOSED);
    expect(screen.getByRole("alert").textContent).toContain(TAB_REFUSALS.closed);
    fireEvent.click(screen.getByRole("button", { name: "Start a new tab with these dishes" }));
    expect(onLeaveTab).toHaveBeenCalledOnce();
    expect(screen.queryByRole("link", { name: "Open the tab" })).toBeNull();
  });

  it("a bill being split or paid: opens the tab, where the split can be undone or the payment finished", () => {
    renderRefusal(REFUSALS.TAB_SETTLING);
    expect(screen.getByRole("link", { name: "Open the tab" }).getAttribute("href")).toBe(`/restaurant/hudson/table/T4/order/${TAB}`);
    expect(screen.queryByRole("button", { name: /new tab/ })).toBeNull();
    cleanup();
    renderRefusal(REFUSALS.TAB_PAYMENT_IN_PROGRESS);
    expect(screen.getByRole("link", { name: "Open the tab" })).toBeTruthy();
  });

  it("any other refusal: the server's words alone", () => {
    renderRefusal(REFUSALS.STOCK_GONE("Bombil Fry", 0));
    expect(screen.getByRole("alert").textContent).toContain("Bombil Fry is sold out");
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
