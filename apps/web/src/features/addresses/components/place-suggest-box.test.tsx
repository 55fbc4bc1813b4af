/** The street field's suggestions: a combobox the diner can work from the keyboard alone. */
import type { Place } from "@forkful/contracts/geocoding";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PlaceSuggestBox } from "./place-suggest-box";

const place = (addressLine1: string, lat: number): Place => ({
  label: `${addressLine1}, San Francisco, CA, United States`,
  addressLine1,
  city: "San Francisco",
  region: "CA",
  country: "United States",
  postalCode: "94103",
  lat,
  lng: -122.41,
  precision: "address",
});
const PLACES = [place("12 Market St", 37.79), place("120 Market St", 37.7901), place("12 Mission St", 37.78)];

function Harness({ onChoose, status = null }: { onChoose: (p: Place) => void; status?: string | null }) {
  const [text, setText] = useState("");
  return (
    <PlaceSuggestBox
      label="Street address"
      value={text}
      onChange={setText}
      places={text ? PLACES : []}
      status={status}
      onChoose={onChoose}
    />
  );
}

afterEach(cleanup);

/** Lets the combobox take in the options just rendered (Ariakit registers them a microtask later; a diner's next key always comes after). */
const settle = () => act(async () => {});

describe("PlaceSuggestBox", () => {
  it("opens as the diner types; ArrowDown/ArrowUp move the active option (wrapping), Enter chooses it and closes the list", async () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Street address" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    fireEvent.change(box, { target: { value: "12 Ma" } });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getAllByRole("option")).toHaveLength(3);
    expect(box.hasAttribute("aria-activedescendant")).toBe(false);
    await settle();

    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("120 Market St");
    expect(box.getAttribute("aria-activedescendant")).toBe(screen.getByRole("option", { selected: true }).id);
    fireEvent.keyDown(box, { key: "ArrowUp" });
    fireEvent.keyDown(box, { key: "ArrowUp" });
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("12 Mission St");

    const enter = fireEvent.keyDown(box, { key: "Enter" });
    expect(enter).toBe(false); // the form around it is not submitted
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(PLACES[2]);
    expect(box.getAttribute("aria-expanded")).toBe("false");
  });

  it("Escape closes the list without choosing; Enter with nothing active chooses nothing", () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const box = screen.getByRole("combobox", { name: "Street address" });
    fireEvent.change(box, { target: { value: "12 Ma" } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.keyDown(box, { key: "Escape" });
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("option", { selected: true })).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
    // ArrowDown opens it again at the first place.
    fireEvent.keyDown(box, { key: "ArrowDown" });
    expect(box.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("option", { selected: true }).textContent).toContain("12 Market St");
  });

  it("a press on a suggestion chooses it; a status line is announced while the list is open", () => {
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} status="No place matches." />);
    const box = screen.getByRole("combobox", { name: "Street address" });
    fireEvent.change(box, { target: { value: "12 Ma" } });
    expect(screen.getByRole("status").textContent).toContain("No place matches.");
    fireEvent.mouseDown(screen.getByRole("option", { name: /12 Mission St/ }));
    expect(onChoose).toHaveBeenCalledWith(PLACES[2]);
  });
});
