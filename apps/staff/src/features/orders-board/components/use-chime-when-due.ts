import { useEffect, useRef } from "react";
import { playNewOrderChime } from "../../../shared/audio/new-order-chime";

/**
 * A scheduled or event order that comes onto the board when its time nears chimes like a new order: the ids held for
 * later at the last render that are now on the board.
 */
export function useChimeWhenDue(heldIds: readonly string[], onBoardIds: readonly string[]): void {
  const wasHeld = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (onBoardIds.some((id) => wasHeld.current.has(id))) playNewOrderChime();
    wasHeld.current = new Set(heldIds);
  }, [heldIds, onBoardIds]);
}
