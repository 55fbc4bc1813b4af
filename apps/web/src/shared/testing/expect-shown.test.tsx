import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { expectShown, hiddenReason } from "./expect-shown";

afterEach(cleanup);

describe("expectShown", () => {
  it("passes for an element on screen with its text, and says why a hidden one is not shown", () => {
    render(
      <div>
        <p>Shown</p>
        <section hidden>
          <p>In a hidden section</p>
        </section>
        <p aria-hidden="true">Decorative</p>
        <p style={{ display: "none" }}>Not displayed</p>
      </div>,
    );
    expectShown(screen.getByText("Shown"), "Shown");
    expect(hiddenReason(screen.getByText("In a hidden section"))).toBe("<section> is hidden");
    expect(hiddenReason(screen.getByText("Decorative"))).toBeNull();
    expect(hiddenReason(screen.getByText("Not displayed"))).toBe("<p> has display: none");
    expect(() => expectShown(screen.getByText("In a hidden section"))).toThrow();
  });
});
