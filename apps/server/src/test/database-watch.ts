/**
 * Watches what the app asks of its database, for tests that must prove a call needs none (or one): counts every
 * query, transaction and pool checkout on the database handle's own client (PGlite or the pg pool), and can hold
 * them all, as a database busy with someone else's burst would, until released.
 */
import type { DatabaseHandle } from "../db/client";

type Method = (...args: unknown[]) => Promise<unknown>;

export interface DatabaseWatch {
  /** Queries, transactions and checkouts asked for since the watch began. */
  readonly asked: number;
  /** From now on every request waits until `release`. */
  hold(): void;
  /** Lets every held request and later ones through. */
  release(): void;
  /** Puts the client back as it was. */
  stop(): void;
}

export function watchDatabase(database: DatabaseHandle): DatabaseWatch {
  const client = database.raw as unknown as Record<string, Method>;
  const names = database.kind === "pglite" ? ["query", "exec", "transaction"] : ["query", "connect"];
  let asked = 0;
  let gate: { opened: Promise<void>; open: () => void } | null = null;
  for (const name of names) {
    const original = client[name]!;
    client[name] = async (...args: unknown[]) => {
      // The pg pool's own query checks a connection out with a callback: that is the same query, counted once.
      if (name === "connect" && typeof args[0] === "function") return original.apply(client, args);
      asked += 1;
      if (gate) await gate.opened;
      return original.apply(client, args);
    };
  }
  return {
    get asked() {
      return asked;
    },
    hold() {
      let open = () => {};
      const opened = new Promise<void>((resolve) => (open = resolve));
      gate = { opened, open };
    },
    release() {
      gate?.open();
      gate = null;
    },
    stop() {
      this.release();
      for (const name of names) delete client[name];
    },
  };
}
