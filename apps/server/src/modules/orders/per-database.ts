/**
 * What a module above orders hands orders once per app (decision 034), kept per database: every reader starts from its
 * app's database, so two apps in one process (each on its own database) never share or overwrite one.
 */
import type { Database } from "../../db/client";

export function perDatabase<T>(what: string): { provide(db: Database, value: T): void; of(db: Database): T } {
  const byDatabase = new WeakMap<Database, T>();
  return {
    provide: (db, value) => void byDatabase.set(db, value),
    of(db) {
      const value = byDatabase.get(db);
      if (value === undefined) throw new Error(`No ${what} was provided for this database (app.ts provides it)`);
      return value;
    },
  };
}
