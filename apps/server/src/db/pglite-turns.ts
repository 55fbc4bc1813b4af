/**
 * PGlite runs every query on the main thread, and its own queue hands over from one query to the next in promise
 * callbacks, which run before Node reads any socket again: a burst of 1,100 order lookups kept a cached menu read
 * waiting 8 s, though the menu never touches the database. Here each query or transaction waits for its turn and
 * every turn starts from a fresh event-loop iteration (setImmediate), so sockets are read, and cached answers sent,
 * between two queries. Queries inside a transaction run on its own handle, within the transaction's turn.
 */
import type { PGlite } from "@electric-sql/pglite";

type Turn = <T>(work: () => Promise<T>) => Promise<T>;

function turns(): Turn {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const mine = last.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(work);
    last = mine.catch(() => undefined);
    return mine;
  };
}

/** The PGlite client as drizzle uses it, taking turns; everything else is the client itself. */
export function takingTurns(client: PGlite): PGlite {
  const inTurn = turns();
  const overrides: Partial<PGlite> = {
    query: (...args: Parameters<PGlite["query"]>) => inTurn(() => client.query(...args)),
    exec: (...args: Parameters<PGlite["exec"]>) => inTurn(() => client.exec(...args)),
    transaction: (...args: Parameters<PGlite["transaction"]>) => inTurn(() => client.transaction(...args)),
  } as Partial<PGlite>;
  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof PGlite];
      const value = Reflect.get(target, property, target);
      // PGlite's methods use private fields: they must run on the client itself, not on this proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
