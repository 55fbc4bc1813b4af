/**
 * What a hostile client puts where a field goes: control characters and lone surrogates, huge strings, numbers no
 * column holds (2^31 and 2^53 money, 1e999, fractions, -0), the wrong type, deep nesting, prototype keys, duplicate
 * keys; and for URLs, path segments and querystrings no encoder writes.
 */
import fc from "fast-check";
import { Verbatim } from "./json-text";

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));

const ODD_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000\u0000",
  "\u0007\u0008\u001b[2J\u007f",
  "\r\n\r\nX-Injected: 1",
  "\ud800",
  "x\udfffy",
  "\udc00\ud800",
  "\ufeff\u202e\u200b",
  "İıſK",
  "🍕🇮🇳👩‍👩‍👧",
  "' OR '1'='1",
  "'; DROP TABLE orders; --",
  '"\\',
  "<script>alert(1)</script>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection probe, sent as text
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%ZZ%",
  "",
  " ",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "true",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "constructor",
  "0000-00-00T00:00:00Z",
  "2026-02-30T25:61:00Z",
  "+275760-09-13T00:00:00.001Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "+99999999999999999999",
];

/** A string of `length` characters, the same one repeated: no randomness to pay for, the size is the point. */
const huge = (char: string) => fc.integer({ min: 3_000, max: 100_000 }).map((length) => char.repeat(length));

/** A printable string with a NUL (most often), another control character or a lone surrogate somewhere inside. */
const tainted = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.oneof(fc.constant("\u0000"), CONTROL, fc.constantFrom("\ud800", "\udfff")),
    fc.nat(),
  )
  .map(([text, bad, at]) => text.slice(0, at % (text.length + 1)) + bad + text.slice(at % (text.length + 1)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 3, arbitrary: tainted },
  { weight: 1, arbitrary: fc.string({ unit: CONTROL, minLength: 1, maxLength: 8 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  { weight: 1, arbitrary: huge("x") },
  { weight: 1, arbitrary: huge("\u0000") },
  { weight: 1, arbitrary: huge("é") },
);

const ODD_NUMBERS = [
  0,
  -1,
  0.5,
  -0.5,
  1e-7,
  5e-324,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 31 + 1,
  2 ** 32,
  -(2 ** 31) - 1,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  Number.MAX_VALUE,
];

/** Number texts JSON.stringify never writes: Infinity once parsed, -0, more digits than a double holds, and non-JSON. */
const ODD_NUMBER_TEXTS = [
  "1e999",
  "-1e999",
  "-0",
  "1E400",
  "123456789012345678901234567890",
  "0.000000000000000000001",
  "1.0",
  "NaN",
  "01",
  ".5",
];

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBER_TEXTS).map((text) => new Verbatim(text)) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.bigInt(2n ** 31n, 2n ** 70n).map((n) => new Verbatim(String(n))) },
);

/** Brackets or objects nested `depth` deep, as text (a value that deep would overflow the suite's own stack). */
const nested = fc.oneof(
  fc.integer({ min: 50, max: 20_000 }).map((depth) => new Verbatim("[".repeat(depth) + "]".repeat(depth))),
  fc.integer({ min: 50, max: 10_000 }).map((depth) => new Verbatim(`${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`)),
  fc.integer({ min: 1_000, max: 50_000 }).map((length) => new Verbatim(`[${"1,".repeat(length)}1]`)),
);

const PROTOTYPE_TEXTS = [
  '{"__proto__":{"isAdmin":true,"role":"manager"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null}',
  '{"a":1,"a":2}',
  '{"toString":1,"valueOf":"x","hasOwnProperty":null}',
];

export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}, [1], [null], ["a", "b"], { "": "" }, "", "1", 1),
  fc.constantFrom(...PROTOTYPE_TEXTS).map((text) => new Verbatim(text)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Any hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 3, arbitrary: wrongType },
  { weight: 1, arbitrary: nested },
);

/** Keys a handler should never act on. */
export const unknownKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom("__proto__", "constructor", "prototype", "toString", "isAdmin", "role", "total", "price", "status", "customerId", ""),
  fc.string({ maxLength: 12 }),
  hostileString.filter((key) => key.length < 200),
);

/** Path segments: not a uuid, not an int, huge ints, bad percent-encoding, dot segments. Already URL text. */
export const hostileSegment: fc.Arbitrary<Verbatim> = fc.oneof(
  fc
    .constantFrom(
      "not-a-uuid",
      "-1",
      "0",
      "1.5",
      "1e3",
      "NaN",
      "99999999999999999999999",
      "2147483648",
      "9007199254740993",
      "%ZZ",
      "%",
      "%00",
      "%ED%A0%80",
      "%C0%80",
      "..",
      "..%2F..%2Fetc%2Fpasswd",
      "%2e%2e",
      "a%2Fb",
      "%20",
      "%7B00000000-0000-4000-8000-000000000000%7D",
      "00000000-0000-4000-8000-000000000000%00",
      "00000000-0000-4000-8000-00000000000Z",
    )
    .map((url) => new Verbatim(url, url)),
  fc.integer({ min: 100, max: 5_000 }).map((length) => new Verbatim("9".repeat(length))),
);

/** Whole querystrings no encoder writes. Already URL text. */
export const hostileQuery: fc.Arbitrary<Verbatim> = fc
  .constantFrom(
    "a=%ZZ",
    "=&&=&",
    "%E0%A4%A",
    "__proto__[isAdmin]=1",
    "constructor[prototype][isAdmin]=1",
    "a[b][c][d][e][f][g]=1",
    "x=1&x=2&x=3",
    "search=%00",
    "page=1e999&size=-0",
    `q=${"%41".repeat(3000)}`,
  )
  .map((url) => new Verbatim(url, url));
