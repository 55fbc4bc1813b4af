import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReasonPicker } from "./reason-picker";

afterEach(cleanup);

describe("ReasonPicker", () => {
  it("tells the reason picked, or the trimmed words typed under Other (none while Other is empty)", () => {
    const onReasonChange = vi.fn();
    render(<ReasonPicker legend="Why" reasons={["Too busy", "Kitchen closed"]} maxLength={20} onReasonChange={onReasonChange} />);
    expect(screen.getByRole("group", { name: "Why" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Too busy" }));
    expect(onReasonChange).toHaveBeenLastCalledWith("Too busy");
    expect(screen.getByRole("button", { name: "Too busy" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByLabelText("Why", { selector: "input" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Other" }));
    expect(onReasonChange).toHaveBeenLastCalledWith(null);
    const field = screen.getByRole("textbox", { name: "Why" });
    expect(field.getAttribute("maxlength")).toBe("20");
    fireEvent.change(field, { target: { value: "  Oven broke  " } });
    expect(onReasonChange).toHaveBeenLastCalledWith("Oven broke");
    fireEvent.change(field, { target: { value: "   " } });
    expect(onReasonChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("button", { name: "Too busy" }).getAttribute("aria-pressed")).toBe("false");
  });
});
