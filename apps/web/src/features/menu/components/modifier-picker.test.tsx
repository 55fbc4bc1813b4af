import type { Modifier } from "@forkful/contracts/menu";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { expectShown } from "../../../shared/testing/expect-shown";
import { ModifierPicker } from "./modifier-picker";
import { defaultSelection, type Selection } from "./modifier-selection";

const option = (id: number, name: string, price: number, isDefault = false) => ({
  modifierOptionId: id,
  optionName: name,
  price,
  isDefault,
});
const size: Modifier = {
  modifierId: 1,
  name: "Size",
  typeId: "size",
  minChoices: 1,
  maxChoices: 1,
  options: [option(11, "Regular", 0, true), option(12, "Large", 250)],
};
const toppings: Modifier = {
  modifierId: 2,
  name: "Toppings",
  typeId: "addon",
  minChoices: 0,
  maxChoices: 2,
  options: [option(21, "Olives", 100), option(22, "Basil", 50), option(23, "Chilli", 75)],
};

function Harness({ modifiers }: { modifiers: Modifier[] }) {
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(modifiers));
  return <ModifierPicker modifiers={modifiers} selection={selection} onChange={setSelection} currency="USD" />;
}

afterEach(cleanup);

const input = (element: HTMLElement) => element as HTMLInputElement;

describe("ModifierPicker", () => {
  it("uses radios for a single choice with the default preselected and a required marker", () => {
    render(<Harness modifiers={[size, toppings]} />);
    const regular = screen.getByRole("radio", { name: /Regular/ });
    const large = screen.getByRole("radio", { name: /Large/ });
    expect(input(regular).checked).toBe(true);
    expect(screen.getByRole("group", { name: /Size/ }).textContent).toContain("Required");
    expect(screen.getByRole("group", { name: /Toppings/ }).textContent).toContain("Optional");
    expectShown(screen.getByText("+$2.50"));
    fireEvent.click(large);
    expect(input(large).checked).toBe(true);
    expect(input(regular).checked).toBe(false);
  });

  it("uses checkboxes otherwise and disables further choices at the maximum", () => {
    render(<Harness modifiers={[toppings]} />);
    const [olives, basil, chilli] = ["Olives", "Basil", "Chilli"].map((name) =>
      screen.getByRole("checkbox", { name: new RegExp(name) }),
    ) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    fireEvent.click(olives);
    fireEvent.click(basil);
    expect(input(olives).checked).toBe(true);
    expect(input(basil).checked).toBe(true);
    expect(input(chilli).disabled).toBe(true);
    fireEvent.click(olives);
    expect(input(chilli).disabled).toBe(false);
  });

  it("shows a validation message while a required choice is missing", () => {
    const noDefault: Modifier = { ...size, options: size.options.map((o) => ({ ...o, isDefault: false })) };
    render(<Harness modifiers={[noDefault]} />);
    expect(screen.getByRole("alert").textContent).toContain("Please choose an option");
    fireEvent.click(screen.getByRole("radio", { name: /Large/ }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
