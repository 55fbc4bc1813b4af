/** The database client: embedded PGlite by default, a PostgreSQL server through a pg pool when a URL is given. */

import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { takingTurns } from "./pglite-turns";
import * as accountLockoutTables from "./schema/account-lockout";
import * as addressesTables from "./schema/addresses";
import * as authTables from "./schema/auth";
import * as billsTables from "./schema/bills";
import * as bookingsTables from "./schema/bookings";
import * as campaignsTables from "./schema/campaigns";
import * as couponsTables from "./schema/coupons";
import * as customersTables from "./schema/customers";
import * as deliveryTables from "./schema/delivery";
import * as favouritesTables from "./schema/favourites";
import * as feedbackTables from "./schema/feedback";
import * as kitchenTables from "./schema/kitchen";
import * as linksTables from "./schema/links";
import * as liveFeedTables from "./schema/live-feed";
import * as mediaTables from "./schema/media";
import * as menuTables from "./schema/menu";
import * as merchantsTables from "./schema/merchants";
import * as oneTimeCodesTables from "./schema/one-time-codes";
import * as ordersTables from "./schema/orders";
import * as outboxTables from "./schema/outbox";
import * as paymentsTables from "./schema/payments";
import * as sandboxCourierTables from "./schema/sandbox-courier";
import * as sandboxProcessorTables from "./schema/sandbox-processor";
import * as staffTables from "./schema/staff";
import * as supportTables from "./schema/support";
import * as tablesTables from "./schema/tables";
import * as waiterCallsTables from "./schema/waiter-calls";

const schema = {
  ...accountLockoutTables,
  ...addressesTables,
  ...authTables,
  ...billsTables,
  ...bookingsTables,
  ...campaignsTables,
  ...couponsTables,
  ...customersTables,
  ...deliveryTables,
  ...favouritesTables,
  ...feedbackTables,
  ...kitchenTables,
  ...linksTables,
  ...liveFeedTables,
  ...mediaTables,
  ...menuTables,
  ...merchantsTables,
  ...oneTimeCodesTables,
  ...ordersTables,
  ...outboxTables,
  ...paymentsTables,
  ...sandboxCourierTables,
  ...sandboxProcessorTables,
  ...staffTables,
  ...supportTables,
  ...tablesTables,
  ...waiterCallsTables,
};

/** The extensions the migrations create, loaded into every PGlite: pg_trgm for the restaurant search (0019). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Database = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The database, or a transaction opened on it: what a repository query runs on. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The pg pool or PGlite instance, for LISTEN/NOTIFY and raw access. */
  raw: PGlite | pg.Pool;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export interface DatabaseOptions {
  /** postgres://… to use a server; otherwise PGlite */
  url?: string;
  /** PGlite data directory; undefined keeps the database in memory */
  dataDir?: string;
  poolSize?: number;
  /** How long a query waits for a connection (opening one, or a free one in the pool) before it fails. */
  connectTimeoutMs?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A database that does not answer fails a call within the timeout (503, plugins/error-handler.ts) instead of hanging it.
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    });
    // An idle connection dropped by the server (restart, failover, admin) must not crash the process:
    // the pool discards it and opens a new one on the next query.
    const connectionLost = (error: Error) => {
      if ((error as { code?: string }).code !== "57P01") console.error("database connection lost:", error.message);
    };
    pool.on("error", connectionLost);
    // The pool listens only to idle connections: one held by a transaction between two statements when the server
    // goes away would emit an 'error' nobody hears, and that ends the process. The transaction's next query fails
    // instead (a 503, plugins/error-handler.ts).
    pool.on("connect", (client) => client.on("error", connectionLost));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      raw: pool,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS });
  await client.waitReady;
  // Queries take turns with the sockets: a burst of queries does not stall answers that need no database.
  const db = drizzlePglite(takingTurns(client), { schema });
  return {
    db,
    kind: "pglite",
    raw: client,
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
