/**
 * A port: one module calls what another module provides, without importing it (the provider sits above the caller
 * in the module graph). Provided once while the app is built, called while it answers requests.
 */
export interface Port<T> {
  provide(implementation: T): void;
  /** What was provided; throws when nothing was (a wiring mistake, not a request's). */
  use(): T;
}

export function createPort<T>(name: string): Port<T> {
  let provided: T | null = null;
  return {
    provide(implementation) {
      if (provided) throw new Error(`${name} is already provided`);
      provided = implementation;
    },
    use() {
      if (!provided) throw new Error(`${name} was never provided`);
      return provided;
    },
  };
}
