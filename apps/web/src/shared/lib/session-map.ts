/**
 * A map of strings kept under one sessionStorage key (for this tab's visit: a reload keeps it, a new tab does not).
 * Unreadable or refused storage reads as empty and drops writes: what is kept here is a convenience the page can do
 * without (the diner scans a table's code again, a waiter call is no longer followed after a reload).
 */

function sessionStore(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(storage: Storage | null, storageKey: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(storageKey) ?? "{}");
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export interface SessionMap {
  get(key: string, storage?: Storage | null): string | undefined;
  /** Keeps `value` under `key`; null forgets it. */
  set(key: string, value: string | null, storage?: Storage | null): void;
}

export function sessionMap(storageKey: string): SessionMap {
  return {
    get(key, storage = sessionStore()) {
      const value = readAll(storage, storageKey)[key];
      return typeof value === "string" && value ? value : undefined;
    },
    set(key, value, storage = sessionStore()) {
      if (!storage) return;
      const all = readAll(storage, storageKey);
      if (value) all[key] = value;
      else delete all[key];
      try {
        storage.setItem(storageKey, JSON.stringify(all));
      } catch {
        // A full or refused storage only loses the entry across a reload.
      }
    },
  };
}
