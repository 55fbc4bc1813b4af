/** What other modules may use of the customers module: its repository, the 'linked' rule, the details mapper, wallet top-ups. */
export { creditWallet } from "./credit-wallet";
export { toCustomerDetails } from "./customer-mapper";
export { type CustomerRow, type CustomersRepository, createCustomersRepository } from "./customers.repository";
export { type DinerName, dinersByIds, lockDiner } from "./diner-reads";
export { refuseLinked, withLinkedConflicts } from "./linked-conflict";
export { giveBackToWallet, spendFromWallet, walletOf } from "./wallet-moves";
