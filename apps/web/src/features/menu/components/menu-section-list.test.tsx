/** The menu's section headings as a screen reader meets them: the heading's name, then its subtitle apart. */
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { menuFixture } from "../../../shared/testing/fixtures";
import { MenuSectionList } from "./menu-section-list";
import type { MenuSection } from "./menu-sections";
import { POPULAR_SECTION_ID } from "./popular-section";

afterEach(cleanup);

const items = menuFixture().menu.slice(0, 2);
const section = (id: string, name: string): MenuSection => ({
  id,
  categoryId: 1,
  name,
  itemCount: items.length,
  subsections: [{ key: id, subCategoryId: null, name: null, image: null, items }],
});

describe("the menu's section headings", () => {
  it("name only the section; the subtitle and the count are read apart, not run into the name", () => {
    render(
      <MemoryRouter>
        <MenuSectionList
          sections={[section(POPULAR_SECTION_ID, "Popular"), section("category-1", "Ramen")]}
          currency="USD"
          itemPath={(s) => s}
        />
      </MemoryRouter>,
    );
    const popular = screen.getByRole("heading", { level: 2, name: "Popular" });
    const ramen = screen.getByRole("heading", { level: 2, name: "Ramen" });
    expect(popular.textContent).toBe("Popular");
    expect(ramen.textContent).toBe("Ramen");
    expect(screen.getByText("Most ordered lately").closest("h2")).toBeNull();
    const count = screen.getByText((_, element) => element?.tagName === "P" && element.textContent === `${items.length} dishes`);
    expect(count.closest("h2")).toBeNull();
    expect(screen.getByRole("region", { name: "Popular" })).toBeTruthy();
  });
});
