/** What other modules may use of the customers module: account reads and writes, the 'linked' rule, the details mapper, wallet moves. */
export { creditWallet } from "./credit-wallet";
export {
  type CustomerRow,
  customerByEmail,
  customerById,
  customerByPhone,
  customerByUserName,
  customersByLogin,
  insertCustomer,
  unprovedGuestsAmong,
  updateCustomer,
} from "./customer-accounts";
export { toCustomerDetails } from "./customer-mapper";
export { type DinerName, dinersByIds, lockDiner } from "./diner-reads";
export { refuseLinked, withLinkedConflicts } from "./linked-conflict";
export { giveBackToWallet, spendFromWallet, walletOf } from "./wallet-moves";
