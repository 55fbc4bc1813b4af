/** Drizzle queries for customers, on the database. No rules here. */
import type { Database, Executor } from "../../db/client";
import {
  type CustomerChanges,
  type CustomerRow,
  customerByEmail,
  customerById,
  customerByPhone,
  customerByUserName,
  customersByLogin,
  insertCustomer,
  type NewCustomer,
  unprovedGuestsAmong,
  updateCustomer,
} from "./customer-accounts";

export { type CustomerChanges, type CustomerRow, UniqueViolation } from "./customer-accounts";

export function createCustomersRepository(db: Database) {
  return {
    findById: (id: string): Promise<CustomerRow | null> => customerById(db, id),
    findByPhone: (phoneNumber: string): Promise<CustomerRow | null> => customerByPhone(db, phoneNumber),
    findByEmail: (email: string): Promise<CustomerRow | null> => customerByEmail(db, email),
    findByUserName: (userName: string): Promise<CustomerRow | null> => customerByUserName(db, userName),
    /** Those of `ids` who are guests with no number of their own (none was ever proved with a code). */
    unprovedGuestsAmong: (ids: string[], executor: Executor = db): Promise<string[]> => unprovedGuestsAmong(executor, ids),
    /** Everyone whose username or email is the text (either case), or whose mobile is one of `phoneNumbers`. */
    findByLogin: (text: string, phoneNumbers: string[]): Promise<CustomerRow[]> => customersByLogin(db, text, phoneNumbers),
    insert: (values: NewCustomer, executor: Executor = db): Promise<CustomerRow> => insertCustomer(executor, values),

    update: (id: string, changes: CustomerChanges, executor: Executor = db): Promise<CustomerRow> => updateCustomer(executor, id, changes),
  };
}

export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
