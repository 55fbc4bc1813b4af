/** An in-process signal: modules listen for what another module did without importing it ("an order was cancelled"). */
export interface Signal<T> {
  listen(listener: (value: T) => void | Promise<void>): void;
  /** Calls every listener in turn and waits for each. */
  emit(value: T): Promise<void>;
}

export function createSignal<T>(): Signal<T> {
  const listeners: ((value: T) => void | Promise<void>)[] = [];
  return {
    listen: (listener) => void listeners.push(listener),
    async emit(value) {
      for (const listener of listeners) await listener(value);
    },
  };
}
