import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { OrderStatus } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { saveStaffSession } from "../../../shared/api/staff-session";
import { staffOrderFixture } from "../../../shared/testing/order-fixture";
import { renderWithQueries, resetAfterScreenTest } from "../../../shared/testing/staff-screen";
import { OrdersBoard } from "./orders-board";

const api = fakeApi();
const json = (body: unknown, status = 200) => ({ status, body });
const page = (content: unknown[]) => json({ content, totalElements: content.length, page: 0, size: 100 });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function lateOrder(credit: NonNullable<Order["late"]>["credit"]): Order {
  const newTime = new Date(Date.now() + 8 * 60_000).toISOString();
  return staffOrderFixture({
    status: OrderStatus.BeingPrepared,
    paymentStatus: OrderStatus.PaymentSuccess,
    etaTime: newTime,
    late: { promisedAt: minutesAgo(12.5), newTime, toldAt: minutesAgo(7), credit },
  });
}

function renderBoard(role: "manager" | "kitchen") {
  saveStaffSession({
    accessToken: "staff-token",
    refreshToken: "staff-refresh",
    userName: `${role}.sakura`,
    staff: { id: "c0ffee00-0000-4000-8000-000000000001", name: "Demo", role, locationId: 1 },
  });
  renderWithQueries(<OrdersBoard role={role} />);
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(resetAfterScreenTest);

describe("a late order's card", () => {
  it("stands out with how late it is and the new time, and a manager gives the offered credit", async () => {
    const offered = lateOrder({ amount: 300, state: "offered", givenAt: null });
    let given = false;
    api.install({
      "/staff/orders": () => page([given ? lateOrder({ amount: 300, state: "given", givenAt: minutesAgo(0) }) : offered]),
      [`/staff/orders/${offered.orderId}/late-credit`]: () => {
        given = true;
        return json(offered);
      },
    });
    renderBoard("manager");
    const card = await screen.findByRole("article", { name: /^#1001 / });
    expect(within(card).getByText(/^12 min late · new time \d{1,2}:\d{2}/)).toBeTruthy();
    expect(within(card).getByText("$3.00 credit offered")).toBeTruthy();
    fireEvent.click(within(card).getByRole("button", { name: "Give credit" }));
    await waitFor(() => expect(api.sent.some((s) => s.path.endsWith("/late-credit"))).toBe(true));
    expect(await screen.findByText("$3.00 credit added to your wallet for the wait")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Give credit" })).toBeNull();
  });

  it("offers the kitchen no credit button, and an order never late no note", async () => {
    api.install({
      "/staff/orders": () =>
        page([
          lateOrder({ amount: 300, state: "offered", givenAt: null }),
          staffOrderFixture({ orderId: "2b3c4d5e-0000-4000-8000-000000000009", orderNumber: "1009", late: null }),
        ]),
    });
    renderBoard("kitchen");
    const card = await screen.findByRole("article", { name: /^#1001 / });
    expect(within(card).getByText(/^12 min late/)).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Give credit" })).toBeNull();
    expect(within(screen.getByRole("article", { name: /^#1009 / })).queryByText(/min late/)).toBeNull();
  });
});
