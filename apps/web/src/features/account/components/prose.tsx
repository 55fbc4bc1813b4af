import type { ReactNode } from "react";

/** Long-form text (policies): readable line length and spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-prose space-y-4 text-[0.95rem] leading-relaxed text-stone-700 [&_h3]:pt-2 [&_h3]:text-base [&_h3]:font-bold [&_h3]:text-stone-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
      {children}
    </div>
  );
}

export const POLICY_UPDATED = "Last updated 1 September 2025";
