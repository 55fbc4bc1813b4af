import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { playNewOrderChime } from "../../../shared/audio/new-order-chime";
import { useChimeWhenDue } from "./use-chime-when-due";

vi.mock("../../../shared/audio/new-order-chime", () => ({ playNewOrderChime: vi.fn() }));

describe("a scheduled order coming onto the board", () => {
  it("chimes once when an order held for later is on the board, and not for orders that were there already", () => {
    const { rerender } = renderHook(({ held, onBoard }) => useChimeWhenDue(held, onBoard), {
      initialProps: { held: ["later-1"], onBoard: ["now-1"] },
    });
    expect(playNewOrderChime).not.toHaveBeenCalled();
    rerender({ held: [], onBoard: ["now-1", "later-1"] });
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
    rerender({ held: [], onBoard: ["now-1", "later-1", "now-2"] });
    expect(playNewOrderChime).toHaveBeenCalledTimes(1);
  });
});
