import { FEEDBACK_TEXTS } from "@forkful/contracts/feedback";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Rating, ratingWords } from "./rating";

afterEach(cleanup);

describe("ratingWords", () => {
  it("says the mean with one decimal and how many rated, or New when nobody has", () => {
    expect(ratingWords(4.25, 12)).toEqual({ stars: "4.3", count: "12 ratings" });
    expect(ratingWords(4, 1)).toEqual({ stars: "4.0", count: "1 rating" });
    expect(ratingWords(0, 0)).toEqual({ stars: null, count: FEEDBACK_TEXTS.noRatings });
  });
});

describe("Rating", () => {
  it("shows '4.3 · 12 ratings' on a card, and New without a star for a restaurant nobody rated", () => {
    const { container, rerender } = render(<Rating value={4.3} count={12} />);
    expect(container.textContent).toBe("4.3out of 5,· 12 ratings");
    rerender(<Rating value={0} count={0} />);
    expect(screen.getByText(FEEDBACK_TEXTS.noRatings)).toBeTruthy();
    expect(container.querySelector("svg")).toBeNull();
  });
});
