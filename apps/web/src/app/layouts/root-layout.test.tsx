import { MESSAGES } from "@forkful/contracts/messages";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../shared/testing/expect-shown";
import { Providers } from "../providers";
import { RootLayout } from "./root-layout";

beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderApp() {
  const router = createMemoryRouter([{ path: "/", Component: RootLayout, children: [{ index: true, element: <h1>The app</h1> }] }]);
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function goOffline(offline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? "offline" : "online"));
  });
}

describe("RootLayout", () => {
  it("shows the no-internet screen while offline and the app again when back online", () => {
    renderApp();
    expectShown(screen.getByRole("heading", { name: "The app" }));
    goOffline(true);
    expectShown(screen.getByRole("heading", { name: MESSAGES.offlineTitle }));
    expectShown(screen.getByText(MESSAGES.offlineBody));
    expect(screen.queryByRole("heading", { name: "The app" })).toBeNull(); // hidden, still mounted
    goOffline(false);
    expect(screen.queryByRole("heading", { name: MESSAGES.offlineTitle })).toBeNull();
    expectShown(screen.getByRole("heading", { name: "The app" }));
  });

  it("disables the context menu", () => {
    renderApp();
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    screen.getByRole("heading", { name: "The app" }).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it("applies the default theme colours", () => {
    renderApp();
    const themed = document.querySelector<HTMLElement>('[style*="--brand"]');
    expect(themed?.style.getPropertyValue("--brand")).toBe("#E52333");
    expect(themed?.style.getPropertyValue("--on-brand")).toBe("#FFFFFF");
  });
});

describe("OfflineScreen retry", () => {
  it("reloads the page", async () => {
    const { OfflineScreen } = await import("../../shared/ui/offline-screen");
    const onRetry = vi.fn();
    render(<OfflineScreen onRetry={onRetry} />);
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
