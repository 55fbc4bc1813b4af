import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
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
