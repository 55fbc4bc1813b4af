import { MOBILE_BREAKPOINT_PX } from "@forkful/contracts/constants";
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadingPlaceholder } from "./loading-placeholder";

const setWidth = (width: number) => Object.defineProperty(window, "innerWidth", { configurable: true, value: width });

afterEach(() => {
  cleanup();
  setWidth(1024);
});

describe("LoadingPlaceholder", () => {
  it("is a shimmer skeleton at the mobile breakpoint and below", () => {
    setWidth(MOBILE_BREAKPOINT_PX);
    const { container } = render(<LoadingPlaceholder />);
    expect(container.querySelector(".shimmer")).not.toBeNull();
    expect(container.querySelector("img")).toBeNull();
  });

  it("is a spinner image above it", () => {
    setWidth(MOBILE_BREAKPOINT_PX + 1);
    const { container } = render(<LoadingPlaceholder />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/spinner.svg");
    expect(container.querySelector(".shimmer")).toBeNull();
  });
});
