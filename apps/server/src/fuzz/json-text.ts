/**
 * The fuzz suite's values and how they go on the wire. A `Verbatim` is text sent exactly as written: JSON no
 * `JSON.stringify` would write (`1e999`, duplicate keys, 20,000 nested brackets) or a percent-encoding no encoder
 * would write (`%ZZ`, `%ED%A0%80`) in a URL.
 */
export class Verbatim {
  constructor(
    readonly json: string,
    /** How it goes in a path or query; the JSON text percent-encoded unless said. */
    readonly url: string = percentEncode(json),
  ) {}

  toString(): string {
    return this.json.length > 120 ? `Verbatim(${this.json.slice(0, 60)}… ${this.json.length} chars)` : `Verbatim(${this.json})`;
  }
}

/** JSON text of a value that may hold Verbatim leaves and own `__proto__` keys (written as any other key). */
export function toJsonText(value: unknown): string {
  if (value instanceof Verbatim) return value.json;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value).map((key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encoding of the UTF-8 bytes (a lone surrogate has none: it travels as U+FFFD, as any client would send it). */
export function percentEncode(text: string): string {
  let out = "";
  for (const byte of Buffer.from(text, "utf8")) {
    const char = String.fromCharCode(byte);
    out += UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }
  return out;
}

/** How a value goes in a path segment or a query value. */
export function urlText(value: unknown): string {
  if (value instanceof Verbatim) return value.url;
  if (typeof value === "string") return percentEncode(value);
  return percentEncode(value !== null && typeof value === "object" ? toJsonText(value) : String(value));
}

/**
 * A querystring in the shapes servers meet: arrays as repeated keys, objects as `key[sub]=`, null as a bare key.
 * The keys are the object's own, `__proto__` included.
 */
export function queryText(query: unknown): string {
  if (query instanceof Verbatim) return query.url;
  if (query === null || typeof query !== "object" || Array.isArray(query)) return query === undefined ? "" : urlText(query);
  const pairs: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined) return;
    if (value === null) pairs.push(key);
    else if (Array.isArray(value)) for (const item of value.slice(0, 20)) add(key, item);
    else if (typeof value === "object" && !(value instanceof Verbatim)) {
      for (const sub of Object.keys(value)) add(`${key}%5B${percentEncode(sub)}%5D`, (value as Record<string, unknown>)[sub]);
    } else pairs.push(`${key}=${urlText(value)}`);
  };
  for (const key of Object.keys(query)) add(percentEncode(key), (query as Record<string, unknown>)[key]);
  return pairs.join("&");
}

/** A plain copy of a JSON-like value (Verbatim leaves shared), so mutations never touch what fast-check generated. */
export function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyValue);
  if (value === null || typeof value !== "object" || value instanceof Verbatim) return value;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) setOwn(copy, key, copyValue((value as Record<string, unknown>)[key]));
  return copy;
}

/** Sets an own enumerable property, `__proto__` too (plain assignment would change the prototype instead). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** A short text of a request part for failure messages: huge strings shortened. */
export function preview(text: string, max = 600): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}
