/** The location search: a combobox worked from the keyboard alone (arrows through places and restaurants, Enter). */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocationSearchBox, type SearchOption } from "./location-search-box";

const OPTIONS: SearchOption[] = [
  { id: "place-1", kind: "place", title: "San Francisco", detail: "San Francisco, CA, US" },
  { id: "place-2", kind: "place", title: "Mission Street", detail: "Mission Street, San Francisco" },
  { id: "restaurant-7", kind: "restaurant", title: "Mission Verde Taqueria", detail: "Mission District" },
];

function Harness({ onChoose }: { onChoose: (option: SearchOption) => void }) {
  const [text, setText] = useState("");
  return (
    <LocationSearchBox
      label="Search a place"
      value={text}
      onChange={setText}
      options={text ? OPTIONS : []}
      status={null}
      onChoose={onChoose}
    />
  );
}

afterEach(cleanup);

/** Lets the combobox take in the options just rendered (Ariakit registers them a microtask later; a diner's next key always comes after). */
const settle = () => act(async () => {});

describe("LocationSearchBox", () => {
  it("shows results as the diner types, arrows move through them (wrapping) and Enter chooses the active one", async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Search a place" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(box, { target: { value: "Miss" } });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    await settle();

    fireEvent.keyDown(box, { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("Mission Verde Taqueria");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("San Francisco");
    fireEvent.keyDown(box, { key: "ArrowDown" });
    const active = screen.getByRole("option", { selected: true });
    expect(box.getAttribute("aria-activedescendant")).toBe(active.id);
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[1]);
  });

  it("a click chooses too, and each result says whether it is a place or a restaurant", () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "Miss" } });
    const restaurant = screen.getByRole("option", { name: /Mission Verde Taqueria/ });
    expect(restaurant.textContent).toContain("Restaurant");
    fireEvent.click(restaurant);
    expect(onChoose).toHaveBeenCalledWith(OPTIONS[2]);
  });
});
