import { formatMoney } from "@forkful/contracts/money";
import { walletCurrencyOf } from "@forkful/contracts/phone";
import { WalletIcon } from "@forkful/ui/icons";

/** The wallet balance (minor units), usable towards orders. */
export function WalletCard({ amount, mobilePhone }: { amount: number; mobilePhone: string | null }) {
  return (
    <section aria-labelledby="wallet-title" className="flex items-center gap-4 rounded-2xl bg-stone-900 p-4 text-white md:p-5">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10" aria-hidden="true">
        <WalletIcon />
      </span>
      <div className="min-w-0 flex-1">
        <h3 id="wallet-title" className="text-sm font-medium text-stone-300">
          Wallet balance
        </h3>
        <p className="text-2xl font-extrabold tracking-tight tabular-nums" data-testid="wallet-balance">
          {formatMoney(amount, walletCurrencyOf(mobilePhone))}
        </p>
      </div>
      <p className="hidden max-w-48 text-right text-xs text-stone-400 sm:block">Use it towards an order at checkout.</p>
    </section>
  );
}
