import { MESSAGES } from "@forkful/contracts/messages";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../shared/testing/expect-shown";
import { ChunkLoadError } from "./lazy-page";
import { RouteError } from "./route-error";

afterEach(cleanup);

let failure: Error = new Error("unset");
function Boom(): never {
  throw failure;
}

function renderFailing(error: Error) {
  failure = error;
  const router = createMemoryRouter([{ path: "/", Component: Boom, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
}

describe("RouteError", () => {
  it("shows the load failure text with a Retry", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(new Error("render failed"));
    expect(screen.getByRole("alert").textContent).toContain(MESSAGES.menuLoadFailed);
    expectShown(screen.getByRole("button", { name: "Retry" }));
    vi.restoreAllMocks();
  });

  it("shows the chunk load text when a page's script failed to load", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailing(new ChunkLoadError("gone"));
    expect(screen.getByRole("alert").textContent).toContain(MESSAGES.chunkLoadFailed);
    vi.restoreAllMocks();
  });
});
