/**
 * Counts the SQL statements a piece of work sends (those inside transactions too, BEGIN and COMMIT aside) and the
 * transactions it opens, on PGlite or a PostgreSQL pool, for tests that hold a write path to its round trips.
 */
import type { DatabaseHandle } from "../db/client";

type Method = (...args: unknown[]) => unknown;

export interface StatementCount {
  statements: string[];
  transactions: number;
}

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\b/i;

export async function countStatements(handle: DatabaseHandle, work: () => Promise<unknown>): Promise<StatementCount> {
  const count: StatementCount = { statements: [], transactions: 0 };
  const restore: (() => void)[] = [];
  const wrap = (target: Record<string, Method>, name: string, around: (original: Method, args: unknown[]) => unknown) => {
    const original = target[name]!;
    target[name] = (...args: unknown[]) => around(original.bind(target), args);
    restore.push(() => {
      target[name] = original;
    });
  };
  const note = (sql: unknown) => {
    const text = typeof sql === "string" ? sql : (sql as { text?: string })?.text;
    if (typeof text === "string" && !TRANSACTION_CONTROL.test(text)) count.statements.push(text.replace(/\s+/g, " ").trim());
  };
  const noting = (original: Method, args: unknown[]) => {
    note(args[0]);
    return original(...args);
  };
  const raw = handle.raw as unknown as Record<string, Method>;
  if (handle.kind === "pglite") {
    wrap(raw, "query", noting);
    wrap(raw, "transaction", (original, [callback]) => {
      count.transactions += 1;
      return original((tx: Record<string, Method>) => {
        const query = tx.query!.bind(tx);
        tx.query = (...args: unknown[]) => noting(query, args);
        return (callback as Method)(tx);
      });
    });
  } else {
    wrap(raw, "query", noting);
    wrap(raw, "connect", (original, args) => {
      // The pool's own query checks a connection out with a callback: that statement is counted by query above.
      if (typeof args[0] === "function") return original(...args);
      return checkedOut(original(...args) as Promise<Record<string, Method>>);
    });
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return count;

  /** A connection checked out for a transaction: its statements are counted until it goes back to the pool. */
  async function checkedOut(checkout: Promise<Record<string, Method>>) {
    const client = await checkout;
    const query = client.query!;
    client.query = (...queryArgs: unknown[]) => {
      if (/^\s*begin\b/i.test(String((queryArgs[0] as { text?: string })?.text ?? queryArgs[0]))) count.transactions += 1;
      note(queryArgs[0]);
      return query.apply(client, queryArgs);
    };
    const release = client.release!;
    client.release = (...releaseArgs: unknown[]) => {
      client.query = query;
      client.release = release;
      return release.apply(client, releaseArgs);
    };
    return client;
  }
}
