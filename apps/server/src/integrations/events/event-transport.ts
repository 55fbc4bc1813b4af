/**
 * How a broadcast domain event reaches the other instances behind a load balancer (domain-events.ts hears its own
 * instance's at once). PostgreSQL NOTIFY/LISTEN on one channel today; another transport (Redis pub/sub, say) only has
 * to send and receive these messages, and no module changes. In one process (PGlite) there is no other instance.
 */
import type pg from "pg";

/** One event as it travels: which instance sent it (so it does not hear its own twice), its name and its payload. */
export interface TransportMessage {
  origin: string;
  name: string;
  event: unknown;
}

export interface EventTransport {
  /** Sends to every instance; a failure is reported, never thrown (the change is committed already). */
  send(message: TransportMessage): Promise<void>;
  /** Hears every message sent by any instance (its own too, on some transports). */
  receive(listener: (message: TransportMessage) => void): void;
  close(): Promise<void>;
}

/** One process: nothing to send anywhere. */
export function createInProcessTransport(): EventTransport {
  return {
    async send() {},
    receive() {},
    async close() {},
  };
}

const CHANNEL = "domain_events";

export async function createPostgresTransport(pool: pg.Pool, onError: (error: unknown) => void): Promise<EventTransport> {
  const listeners: ((message: TransportMessage) => void)[] = [];
  let listener: pg.PoolClient | null = null;
  let closed = false;

  async function listen() {
    try {
      listener = await pool.connect();
      listener.on("notification", (notification) => {
        if (notification.channel !== CHANNEL || !notification.payload) return;
        try {
          const message = JSON.parse(notification.payload) as TransportMessage;
          for (const hear of listeners) hear(message);
        } catch (error) {
          onError(error);
        }
      });
      listener.on("error", (error) => {
        onError(error);
        listener?.release(true);
        listener = null;
        if (!closed) setTimeout(listen, 1000);
      });
      await listener.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      onError(error);
      if (!closed) setTimeout(listen, 1000);
    }
  }
  await listen();

  return {
    async send(message) {
      // The change is committed already: a lost notification must not fail the diner's request.
      await pool.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(message)]).catch(onError);
    },
    receive: (hear) => void listeners.push(hear),
    async close() {
      closed = true;
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        listener.release();
        listener = null;
      }
    },
  };
}
