/**
 * The one way modules tell each other what happened (decision 031). A module publishes an event of the catalogue
 * (event-catalogue.ts) and never knows who hears it; another subscribes to it, for one order, one booking, one
 * location, or all of them. Each event travels as the catalogue says: local ones are awaited in this process, in the
 * publisher's scope; broadcast ones are heard here at once and on every other instance through the transport.
 */
import { randomUUID } from "node:crypto";
import {
  type DomainEventPayloads,
  EVENT_CATALOGUE,
  type EventName,
  type Follow,
  isEventName,
  KEY_FIELDS,
  type KeyName,
} from "./event-catalogue";
import { createInProcessTransport, type EventTransport } from "./event-transport";

/** What it answers is awaited (local events) or ignored (broadcast ones, but for a rejection, which is logged). */
export type EventListener<N extends EventName> = (event: DomainEventPayloads[N]) => unknown;

/** Stops hearing (a stream that ended, a cache that closed). */
export type Unsubscribe = () => void;

/** Writes down a broadcast event before it goes out (the restaurant's live feed); awaited by the publisher. */
export type PublishedRecorder = <N extends EventName>(name: N, event: DomainEventPayloads[N]) => Promise<void>;

export interface DomainEvents {
  /**
   * Local: every listener in turn, awaited; a throw reaches the publisher. Broadcast (publish after commit): this
   * instance's listeners at once, then every other instance's; neither a listener's failure nor the transport's fails
   * the publisher.
   */
  publish<N extends EventName>(name: N, event: DomainEventPayloads[N]): Promise<void>;
  /** Every event of the name. */
  subscribe<N extends EventName>(name: N, listener: EventListener<N>): Unsubscribe;
  /** The events of the name that concern one order, one booking or one location. */
  subscribe<N extends EventName>(name: N, follow: Follow<N>, listener: EventListener<N>): Unsubscribe;
  /**
   * Each broadcast event, on the instance that publishes it (once, after its commit), is handed to the recorder and
   * awaited before any listener hears it, here or elsewhere: what a listener reads then includes it. A recorder's
   * failure is logged and never fails the publisher.
   */
  recordPublished(recorder: PublishedRecorder): Unsubscribe;
  close(): Promise<void>;
}

type AnyListener = (event: unknown) => unknown;

const routeOf = (name: string, key?: KeyName, id?: unknown) => (key === undefined ? name : `${name}|${key}:${String(id)}`);

/** The routes an event is heard on: its name (every subscriber of it) and each of its keys it names. */
function routesOf(name: EventName, event: Record<string, unknown>): string[] {
  const routes = [routeOf(name)];
  for (const key of EVENT_CATALOGUE[name].keys as readonly KeyName[]) {
    const id = event[KEY_FIELDS[key]];
    if (id !== undefined && id !== null) routes.push(routeOf(name, key, id));
  }
  return routes;
}

export function createDomainEvents(transport: EventTransport, onError: (error: unknown, name: string) => void): DomainEvents {
  /** This instance, so it does not hear its own broadcast twice from a transport that echoes it. */
  const origin = randomUUID();
  const listeners = new Map<string, Set<AnyListener>>();
  const recorders = new Set<PublishedRecorder>();

  const listenersOf = (name: EventName, event: unknown) =>
    routesOf(name, event as Record<string, unknown>).flatMap((route) => [...(listeners.get(route) ?? [])]);

  function hearHere(name: EventName, event: unknown) {
    for (const listener of listenersOf(name, event)) {
      try {
        void Promise.resolve(listener(event)).catch((error: unknown) => onError(error, name));
      } catch (error) {
        onError(error, name);
      }
    }
  }

  transport.receive((message) => {
    if (message.origin === origin || !isEventName(message.name)) return;
    hearHere(message.name, message.event);
  });

  function subscribe(name: EventName, followOrListener: object, maybeListener?: AnyListener): Unsubscribe {
    const listener = (maybeListener ?? followOrListener) as AnyListener;
    const follow = maybeListener ? Object.entries(followOrListener)[0] : undefined;
    const route = follow ? routeOf(name, follow[0] as KeyName, follow[1]) : routeOf(name);
    const heard = listeners.get(route) ?? new Set();
    heard.add(listener);
    listeners.set(route, heard);
    return () => {
      heard.delete(listener);
      if (heard.size === 0 && listeners.get(route) === heard) listeners.delete(route);
    };
  }

  return {
    async publish(name, event) {
      if (EVENT_CATALOGUE[name].travel === "local") {
        for (const listener of listenersOf(name, event)) await listener(event);
        return;
      }
      for (const record of recorders) {
        try {
          await record(name, event);
        } catch (error) {
          onError(error, name);
        }
      }
      hearHere(name, event);
      await transport.send({ origin, name, event });
    },
    subscribe: subscribe as DomainEvents["subscribe"],
    recordPublished(recorder) {
      recorders.add(recorder);
      return () => recorders.delete(recorder);
    },
    close: () => transport.close(),
  };
}

/** Events in one process (PGlite, unit tests): broadcast ones have no other instance to reach. */
export function createInProcessEvents(onError: (error: unknown, name: string) => void = () => {}): DomainEvents {
  return createDomainEvents(createInProcessTransport(), onError);
}
