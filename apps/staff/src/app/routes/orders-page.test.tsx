import { fakeApi } from "@forkful/api-client/testing/fake-api";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries, resetAfterScreenTest, signInForTest } from "../../shared/testing/staff-screen";
import { OrdersPage } from "./orders-page";

const api = fakeApi();

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  api.install({
    "/staff/orders": () => ({ status: 200, body: { content: [], totalElements: 0, page: 0, size: 100 } }),
    "/staff/ordering": () => ({
      status: 200,
      body: { pausedUntil: null, paceLimit: null, ordersInWindow: 0, opensAt: null, closedBy: null },
    }),
    "/staff/services": () => ({ status: 200, body: { services: [] } }),
  });
});
afterEach(resetAfterScreenTest);

const renderOrders = () =>
  renderWithQueries(
    <MemoryRouter>
      <OrdersPage />
    </MemoryRouter>,
  );

describe("the orders page's controls of ordering and services", () => {
  it.each(["manager", "owner"] as const)("are there for a %s, whom the server lets pause ordering and turn services off", async (role) => {
    signInForTest(role);
    renderOrders();
    expect(await screen.findByRole("region", { name: "Online ordering" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Services" })).toBeTruthy();
  });

  it("are not there for the kitchen, whom the server refuses both", async () => {
    signInForTest("kitchen");
    renderOrders();
    expect(await screen.findByText("No open orders")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Online ordering" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Services" })).toBeNull();
  });
});
