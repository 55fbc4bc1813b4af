/**
 * Text the API takes from no one, in any field: NUL (PostgreSQL refuses it in text and jsonb), the other control
 * characters but tab, line feed and carriage return (nobody types them; they garble tickets, SMS and screens), and
 * UTF-16 surrogates not in a pair (JSON allows "\ud800", PostgreSQL's jsonb refuses it and text keeps a "�").
 * The server checks every request against this once (plugins/safe-text.ts), whatever schema a call declares.
 */
export const UNSAFE_TEXT_MESSAGE = "Text cannot contain control characters or broken Unicode";

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

export function isSafeText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== TAB && code !== LINE_FEED && code !== CARRIAGE_RETURN) return false;
    if (code === DELETE || isLowSurrogate(code)) return false;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(i + 1))) return false;
      i += 1;
    }
  }
  return true;
}

interface Found {
  value: unknown;
  key: string;
  parent: Found | null;
}

const pathOf = (found: Found | null): string => {
  const keys: string[] = [];
  for (let at = found; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join(".");
};

/**
 * Where the first unsafe text sits in a parsed request part (a string, or a string or key inside objects and arrays),
 * as its path ("items.0.comment"); null when there is none. Walks without recursion, so no nesting can overflow it.
 */
export function unsafeTextPath(value: unknown): string | null {
  const pending: Found[] = [{ value, key: "", parent: null }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (!isSafeText(next.value)) return pathOf(next);
    } else if (typeof next.value === "object" && next.value !== null && !ArrayBuffer.isView(next.value)) {
      for (const [key, inner] of Object.entries(next.value)) {
        if (!isSafeText(key)) return pathOf(next);
        pending.push({ value: inner, key, parent: next });
      }
    }
  }
  return null;
}
