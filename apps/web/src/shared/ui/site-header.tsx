import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountButton } from "./account-button";

/** The Forkful header of the general screens (list, not found, account), with the diner's account entry. */
export function SiteHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 rounded-lg text-xl font-extrabold tracking-tight text-stone-900">
          <img src="/favicon.svg" alt="" width={32} height={32} className="rounded-lg" />
          Forkful
        </Link>
        <div className="flex flex-1 items-center justify-end gap-2">
          {children}
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
