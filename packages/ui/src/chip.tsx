import type { ButtonHTMLAttributes } from "react";
import { cn } from "./cn";

export interface ChipProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  selected?: boolean;
}

/** A toggle chip: a button whose pressed state is announced. */
export function Chip({ selected = false, className, type = "button", ...props }: ChipProps) {
  return (
    <button
      type={type}
      aria-pressed={selected}
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition",
        selected
          ? "border-brand bg-brand text-on-brand"
          : "border-stone-300 bg-white text-stone-700 hover:border-stone-400 hover:bg-stone-50",
        className,
      )}
      {...props}
    />
  );
}
