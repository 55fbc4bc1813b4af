import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectShown } from "../../../../shared/testing/expect-shown";
import { WalletSection, walletAmountOf } from "./wallet-section";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ onChange }: { onChange: (on: boolean, amount?: number) => void }) {
  const [state, setState] = useState({ on: false, amount: 0 });
  return (
    <WalletSection
      currency="USD"
      balance={1250}
      maxUsable={900}
      on={state.on}
      amount={state.amount}
      onChange={(on, amount) => {
        onChange(on, amount);
        setState({ on, amount: on ? (amount ?? state.amount) : 0 });
      }}
    />
  );
}

describe("walletAmountOf", () => {
  it("reads major units, never above the most the wallet may pay", () => {
    expect(walletAmountOf("4.5", 900)).toBe(450);
    expect(walletAmountOf("4,50", 900)).toBe(450);
    expect(walletAmountOf("20", 900)).toBe(900);
    expect(walletAmountOf("", 900)).toBe(0);
    expect(walletAmountOf("abc", 900)).toBeNull();
  });
});

describe("WalletSection", () => {
  it("uses as much as it can when ticked, and a part the diner types (capped)", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole("checkbox", { name: "Use my wallet balance ($12.50)" }));
    expect(onChange).toHaveBeenLastCalledWith(true, 900);
    const field = screen.getByRole("textbox", { name: "Amount to use (USD)" }) as HTMLInputElement;
    expect(field.value).toBe("9.00");
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: "3.25" } });
    act(() => vi.advanceTimersByTime(600));
    expect(onChange).toHaveBeenLastCalledWith(true, 325);
    fireEvent.change(field, { target: { value: "30" } });
    expectShown(screen.getByText("At most $9.00"));
    fireEvent.blur(field);
    expect(onChange).toHaveBeenLastCalledWith(true, 900);
    expect(field.value).toBe("9.00");
    fireEvent.click(screen.getByRole("checkbox"));
    expect(onChange).toHaveBeenLastCalledWith(false, 900);
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
