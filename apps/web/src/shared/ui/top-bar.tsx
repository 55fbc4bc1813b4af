import { cn } from "@forkful/ui/cn";
import type { ReactNode } from "react";
import { BackLink } from "./icon-button";

export interface TopBarProps {
  /** Where the back arrow goes, and what it says to a screen reader. */
  backTo: string;
  backLabel: string;
  /** What follows the arrow: a title, the actions, the account entry. */
  children: ReactNode;
  className?: string;
  /** The row's width and height beyond a phone's (e.g. "mx-auto max-w-6xl md:h-16 md:px-4"). */
  rowClassName?: string;
}

/** A page's sticky bar: a back arrow, then what the page puts beside it. */
export function TopBar({ backTo, backLabel, children, className, rowClassName }: TopBarProps) {
  return (
    <header className={cn("sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur", className)}>
      <div className={cn("flex h-14 items-center gap-2 px-2", rowClassName)}>
        <BackLink to={backTo} label={backLabel} />
        {children}
      </div>
    </header>
  );
}
