/** the table order view with /e/splitId/{splitId} or /e/transactionId/{transactionId} (W2 builds it) */
export function BillPartPage() {
  return null;
}
