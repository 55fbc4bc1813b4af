/**
 * Events keyed by an id (an order's, a location's), heard by the listeners of that key. In one process an
 * EventEmitter carries them; on PostgreSQL they go through NOTIFY/LISTEN on one channel, so every instance behind a
 * load balancer hears events published by any other. Order events and booking events are both this bus.
 */
import { EventEmitter } from "node:events";
import type pg from "pg";

export interface EventBus<T> {
  publish(event: T): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(key: string, listener: (event: T) => void): () => void;
  close(): Promise<void>;
}

/** Something changed at a location (its line, its calls for the waiter, its queue): its listeners read again. */
export interface LocationEvents {
  publish(locationId: number): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(locationId: number, listener: () => void): () => void;
}

function localBus<T>(keyOf: (event: T) => string) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: T) => emitter.emit(keyOf(event), event),
    subscribe(key: string, listener: (event: T) => void) {
      emitter.on(key, listener);
      return () => emitter.off(key, listener);
    },
  };
}

export function createInProcessBus<T>(keyOf: (event: T) => string): EventBus<T> {
  const bus = localBus(keyOf);
  return {
    async publish(event) {
      bus.emit(event);
    },
    subscribe: bus.subscribe,
    async close() {},
  };
}

export async function createPostgresBus<T>(
  pool: pg.Pool,
  channel: string,
  keyOf: (event: T) => string,
  onError: (error: unknown) => void,
): Promise<EventBus<T>> {
  const bus = localBus(keyOf);
  let listener: pg.PoolClient | null = null;
  let closed = false;

  async function listen() {
    try {
      listener = await pool.connect();
      listener.on("notification", (message) => {
        if (message.channel !== channel || !message.payload) return;
        try {
          bus.emit(JSON.parse(message.payload) as T);
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
      await listener.query(`LISTEN ${channel}`);
    } catch (error) {
      onError(error);
      if (!closed) setTimeout(listen, 1000);
    }
  }
  await listen();

  return {
    async publish(event) {
      // The change is committed already: a lost notification must not fail the diner's request.
      await pool.query("SELECT pg_notify($1, $2)", [channel, JSON.stringify(event)]).catch(onError);
    },
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      if (listener) {
        await listener.query(`UNLISTEN ${channel}`).catch(() => {});
        listener.release();
      }
    },
  };
}
