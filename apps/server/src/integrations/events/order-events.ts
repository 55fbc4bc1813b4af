/**
 * Order status changes, published by the service and streamed to trackers. In one process an
 * EventEmitter carries them; on PostgreSQL they go through NOTIFY/LISTEN, so every instance behind
 * a load balancer hears changes made on any other.
 */
import { EventEmitter } from "node:events";
import type { StatusEvent } from "@forkful/contracts/orders";
import type pg from "pg";

export interface OrderEvent extends StatusEvent {
  orderId: string;
}

export interface OrderEvents {
  publish(event: OrderEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(orderId: string, listener: (event: OrderEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = "order_events";

function localBus() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emit: (event: OrderEvent) => emitter.emit(event.orderId, event),
    subscribe(orderId: string, listener: (event: OrderEvent) => void) {
      emitter.on(orderId, listener);
      return () => emitter.off(orderId, listener);
    },
  };
}

export function createInProcessOrderEvents(): OrderEvents {
  const bus = localBus();
  return {
    async publish(event) {
      bus.emit(event);
    },
    subscribe: bus.subscribe,
    async close() {},
  };
}

export async function createPostgresOrderEvents(pool: pg.Pool, onError: (error: unknown) => void): Promise<OrderEvents> {
  const bus = localBus();
  let listener: pg.PoolClient | null = null;
  let closed = false;

  async function listen() {
    try {
      listener = await pool.connect();
      listener.on("notification", (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          bus.emit(JSON.parse(message.payload) as OrderEvent);
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
    async publish(event) {
      // The change is committed already: a lost notification must not fail the diner's request.
      await pool.query("SELECT pg_notify($1, $2)", [CHANNEL, JSON.stringify(event)]).catch(onError);
    },
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      if (listener) {
        await listener.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
        listener.release();
      }
    },
  };
}
