/**
 * The wallet's moves for orders, the only way an order changes a wallet (issue 25). One rule for the wallet's cap:
 * new money (a top-up, credit-wallet.ts) may not take a wallet past MAX_WALLET_BALANCE; money an order took from the
 * wallet comes back whole when the order no longer needs it (cancelled, released, repriced), even past the cap, since
 * it was the diner's before and refusing it would lose it. Each runs in the caller's transaction, under the order's lock.
 */
import type { Executor } from "../../db/client";
import { addToWallet, takeFromWallet, walletRow } from "./wallet.repository";

/** The diner's wallet balance and the number whose country sets its currency. */
export function walletOf(executor: Executor, customerId: string): Promise<{ amount: number; phoneNumber: string | null }> {
  return walletRow(executor, customerId);
}

/** Spends the amount from the wallet for an order; false when the wallet no longer holds it. */
export async function spendFromWallet(executor: Executor, customerId: string, amount: number): Promise<boolean> {
  return amount === 0 || takeFromWallet(executor, customerId, amount);
}

/** Gives back to the wallet money an order took from it and no longer needs. */
export async function giveBackToWallet(executor: Executor, customerId: string, amount: number): Promise<void> {
  if (amount > 0) await addToWallet(executor, customerId, amount);
}
