import { STAFF_IDLE_LOCK_MS } from "@forkful/contracts/staff-console";
import { useEffect } from "react";
import { setStaffScreenLocked } from "../../shared/api/staff-session";

const ACTIVITY = ["pointerdown", "keydown", "wheel", "touchstart"] as const;

/** Locks the screen after STAFF_IDLE_LOCK_MS without a touch, click or key (a shared tablet left on the pass). */
export function useIdleLock(active: boolean, idleMs = STAFF_IDLE_LOCK_MS): void {
  useEffect(() => {
    if (!active) return;
    let timer = setTimeout(() => setStaffScreenLocked(true), idleMs);
    const touched = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setStaffScreenLocked(true), idleMs);
    };
    for (const name of ACTIVITY) window.addEventListener(name, touched, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, touched);
    };
  }, [active, idleMs]);
}
