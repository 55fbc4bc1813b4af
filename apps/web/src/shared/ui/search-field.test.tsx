import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { SearchField } from "./search-field";

afterEach(cleanup);

function Search({ clearable }: { clearable: boolean }) {
  const [value, setValue] = useState("");
  return <SearchField label="Search the menu" placeholder="Search dishes" value={value} onChange={setValue} clearable={clearable} />;
}

describe("SearchField", () => {
  it("is a labelled search box in a search landmark whose Clear button shows only while there is text", () => {
    render(<Search clearable />);
    const box = screen.getByRole("searchbox", { name: "Search the menu" }) as HTMLInputElement;
    expect(box.closest("search")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
    fireEvent.change(box, { target: { value: "ramen" } });
    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(box.value).toBe("");
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });

  it("offers no Clear button where it is not clearable", () => {
    render(<Search clearable={false} />);
    fireEvent.change(screen.getByRole("searchbox", { name: "Search the menu" }), { target: { value: "ramen" } });
    expect(screen.queryByRole("button", { name: "Clear search" })).toBeNull();
  });
});
