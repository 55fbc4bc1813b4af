import { Link } from "react-router";
import { AccountButton } from "../../../shared/ui/account-button";
import { ArrowLeftIcon } from "../../../shared/ui/icons";

/** The bar of an account page on mobile: back, the page's title, and the diner's account entry. */
export function AccountTopBar({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="flex h-14 items-center gap-2 px-2">
        <Link
          to={backTo}
          aria-label={backLabel}
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-stone-800 hover:bg-stone-100"
        >
          <ArrowLeftIcon />
        </Link>
        <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-stone-900">{title}</h1>
        <AccountButton compact className="mr-1" />
      </div>
    </header>
  );
}
