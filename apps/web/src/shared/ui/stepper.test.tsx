import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Stepper } from "./stepper";

afterEach(cleanup);

function Seats({ initial }: { initial: number }) {
  const [value, setValue] = useState(initial);
  return (
    <Stepper
      label="Seats"
      note="Up to 3"
      value={value}
      onChange={setValue}
      min={1}
      max={3}
      fewerLabel="Fewer seats"
      moreLabel="More seats"
      valueText={`${value} seats`}
      valueClassName="min-w-16"
    />
  );
}

describe("Stepper", () => {
  it("is a group named by its label whose buttons step the value and stop at the ends", () => {
    render(<Seats initial={2} />);
    const group = screen.getByRole("group", { name: "Seats" });
    const more = screen.getByRole("button", { name: "More seats" }) as HTMLButtonElement;
    const fewer = screen.getByRole("button", { name: "Fewer seats" }) as HTMLButtonElement;
    expect(group.textContent).toContain("2 seats");
    fireEvent.click(more);
    expect(group.textContent).toContain("3 seats");
    expect(more.disabled).toBe(true);
    fireEvent.click(fewer);
    fireEvent.click(fewer);
    expect(group.textContent).toContain("1 seats");
    expect(fewer.disabled).toBe(true);
    expect(screen.getByText("Up to 3")).toBeTruthy();
  });
});
