import { render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { expect, it, vi } from "vitest";
import { notify, toastLibraryRequested } from "./toast";
import { Toasts } from "./toasts";

it("loads nothing until the first toast, then mounts the container and shows the toast sent before it", async () => {
  const { container } = render(<Toasts />);
  expect(toastLibraryRequested()).toBe(false);
  expect(container.innerHTML).toBe("");
  notify("Table 4 is ready");
  expect(toastLibraryRequested()).toBe(true);
  expect(await screen.findByText("Table 4 is ready")).toBeTruthy();
});

/** What the app's error boundary would do: replace the page when anything below it throws. */
class PageOrBroken extends Component<{ children: ReactNode }, { broken: boolean }> {
  override state = { broken: false };
  static getDerivedStateFromError() {
    return { broken: true };
  }
  override render() {
    return this.state.broken ? <p>Something went wrong</p> : this.props.children;
  }
}

it("keeps the page when the library cannot load (offline), and mounts once a later toast loads it", async () => {
  vi.resetModules();
  let offline = true;
  vi.doMock("react-toastify", async (original) => {
    // A fetch that fails takes a moment, as in a browser: the page renders while it is still under way.
    if (offline)
      await new Promise((_, reject) => setTimeout(() => reject(new TypeError("Failed to fetch dynamically imported module")), 30));
    return original();
  });
  try {
    const { notify: notifyAfresh } = await import("./toast");
    const { Toasts: ToastsAfresh } = await import("./toasts");
    render(
      <PageOrBroken>
        <h1>All restaurants</h1>
        <ToastsAfresh />
      </PageOrBroken>,
    );
    notifyAfresh("Your table is ready");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("Something went wrong")).toBeNull();
    expect(screen.getByRole("heading", { name: "All restaurants" })).toBeTruthy();
    offline = false;
    notifyAfresh("Your food is on its way");
    expect(await screen.findByText("Your food is on its way")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "All restaurants" })).toBeTruthy();
  } finally {
    vi.doUnmock("react-toastify");
  }
});
