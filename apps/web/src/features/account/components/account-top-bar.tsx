import { AccountButton } from "../../../shared/ui/account-button";
import { TopBar } from "../../../shared/ui/top-bar";

/** The bar of an account page on mobile: back, the page's title, and the diner's account entry. */
export function AccountTopBar({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <TopBar backTo={backTo} backLabel={backLabel}>
      <h1 className="min-w-0 flex-1 truncate text-lg font-bold text-stone-900">{title}</h1>
      <AccountButton compact className="mr-1" />
    </TopBar>
  );
}
