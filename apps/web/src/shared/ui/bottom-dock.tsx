import type { ReactNode } from "react";

/**
 * What stays at the bottom of a page (a cart bar, a Place order button): full width above a soft fade on mobile,
 * a floating card at the bottom right on wider screens. Hidden when printing.
 */
export function BottomDock({ children, desktop = "float" }: { children: ReactNode; desktop?: "float" | "hidden" }) {
  return (
    <div
      className={
        desktop === "hidden"
          ? "fixed inset-x-0 bottom-0 z-40 space-y-2 bg-gradient-to-t from-stone-50 from-60% to-transparent px-3 pt-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:hidden print:hidden"
          : "fixed inset-x-0 bottom-0 z-40 space-y-2 bg-gradient-to-t from-stone-50 from-60% to-transparent px-3 pt-6 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:inset-x-auto md:right-6 md:bottom-6 md:w-96 md:bg-none md:p-0 print:hidden"
      }
    >
      {children}
    </div>
  );
}
