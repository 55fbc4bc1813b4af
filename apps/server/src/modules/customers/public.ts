/** What other modules may use of the customers module: its repository, the 'linked' rule, the details mapper, the wallet (the one place a balance moves). */
export { toCustomerDetails } from "./customer-mapper";
export { type CustomerRow, type CustomersRepository, createCustomersRepository } from "./customers.repository";
export { refuseLinked, withLinkedConflicts } from "./linked-conflict";
export { creditWallet, debitWallet, type WalletCreditReason, walletOf } from "./wallet";
