import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { TipPicker, type TipPickerProps } from "./tip-picker";

afterEach(cleanup);

const noop = () => {};
const props: TipPickerProps = {
  currency: "INR",
  suggested: [],
  tipType: "FLATFEE",
  tipValue: 0,
  isAppliedTip: true,
  customTip: true,
  customTipValue: "",
  onNone: noop,
  onPercent: noop,
  onCustom: noop,
  onCustomValue: noop,
};

const tipField = () => screen.getByLabelText("Tip amount (INR)");

describe("TipPicker's custom amount", () => {
  it("is refused as it is typed when the order cannot take it, and only then", () => {
    const { rerender } = render(<TipPicker {...props} customTipValue="500" maxTip={50_000} />);
    expect(tipField().getAttribute("aria-invalid")).toBeNull();
    rerender(<TipPicker {...props} customTipValue="500.01" maxTip={50_000} />);
    expect(tipField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A tip can be at most ₹500.00 on this order")).toBeTruthy();
  });

  it("is never above what any order may come to", () => {
    render(<TipPicker {...props} customTipValue="99999999" />);
    expect(tipField().getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("A tip can be at most ₹1,00,000.00 on this order")).toBeTruthy();
  });
});
