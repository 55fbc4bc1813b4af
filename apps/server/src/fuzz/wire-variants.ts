/**
 * How a fuzzed request travels: its envelope, X-App-Version, content type, other headers and caller. Well (what the
 * app sends, as anonymous, a diner or staff), or badly: the envelope broken, the version missing or wrong, odd content
 * types and headers, forged authorizations.
 */
import { APP_VERSION, APP_VERSION_HEADER } from "@forkful/contracts/api";
import fc from "fast-check";
import { type EnvelopeWay, envelopeWay, properly } from "./envelope-ways";
import { percentEncode } from "./json-text";

/** Authorization header values by caller name (undefined: no header). */
export type Callers = Readonly<Record<string, string | undefined>>;

export interface Wire {
  envelope: EnvelopeWay;
  caller: string;
  authorization: string | undefined;
  version: string | undefined;
  type: string | undefined;
  extra: [string, string][];
}

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/json; charset=utf-16le",
  "application/json; charset=latin1",
  "APPLICATION/JSON",
  'application/json; charset="utf-8"; q=1',
  "application/merge-patch+json",
  "application/json, text/html",
  "*/*",
  "",
];

const EXTRA_HEADERS: [string, string][] = [
  ["content-encoding", "gzip"],
  ["content-encoding", "br, identity"],
  ["accept", "text/event-stream"],
  ["accept-encoding", "gzip, deflate, br"],
  ["x-forwarded-for", "203.0.113.9, 10.0.0.1"],
  ["x-request-id", "../../etc/passwd"],
  ["x-request-id", "x".repeat(5_000)],
  ["origin", "https://evil.example"],
  ["cookie", "a=b; __proto__=x"],
  ["range", "bytes=0-1"],
  ["x-http-method-override", "DELETE"],
  ["x-processor-signature", "t=0,v1=00"],
];

const callerOf = (callers: Callers) =>
  fc.constantFrom(...Object.keys(callers)).map((caller) => ({ caller, authorization: callers[caller] }));

/** As the app sends it, as this caller. */
export const wellAs = (encoded: boolean, caller: string, authorization: string | undefined): Wire => ({
  envelope: properly(encoded),
  caller,
  authorization,
  version: APP_VERSION,
  type: "application/json",
  extra: [],
});

export const travellingWell = (encoded: boolean, callers: Callers): fc.Arbitrary<Wire> =>
  callerOf(callers).map(({ caller, authorization }) => wellAs(encoded, caller, authorization));

/** Each part mostly as the app sends it, so a request is usually wrong in one way at a time. */
export function travellingBadly(encoded: boolean, callers: Callers, forged: Callers): fc.Arbitrary<Wire> {
  const often = <T>(usual: T, odd: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: odd });
  return fc
    .record({
      envelope: envelopeWay(encoded),
      who: fc.oneof({ weight: 1, arbitrary: callerOf(callers) }, { weight: 1, arbitrary: callerOf(forged) }),
      version: often<string | undefined>(APP_VERSION, fc.constantFrom(undefined, "v1", "", "V2", "v2, v2", " v2", "v3", "2")),
      type: often<string | undefined>("application/json", fc.constantFrom(undefined, ...CONTENT_TYPES)),
      extra: often<[string, string][]>([], fc.subarray(EXTRA_HEADERS, { minLength: 1, maxLength: 2 })),
    })
    .map(({ who, ...rest }) => ({ ...rest, ...who }));
}

/** The request's headers; a content type only when there is a body. */
export function headersOf(wire: Wire, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = Object.fromEntries(wire.extra);
  if (wire.version !== undefined) headers[APP_VERSION_HEADER] = wire.version;
  if (hasBody && wire.type !== undefined) headers["content-type"] = wire.type;
  if (wire.authorization !== undefined) headers.authorization = wire.authorization;
  return headers;
}

/** Authorization values a forger would try, from a real diner token: altered, stripped, of another scheme. */
export function forgedAuthorizations(dinerToken: string): Record<string, string> {
  const [header = "", claims = ""] = dinerToken.split(".");
  const none = `${percentEncode(Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url"))}.${claims}.`;
  return {
    "diner token, last character changed": `Bearer ${dinerToken.slice(0, -1)}${dinerToken.endsWith("A") ? "B" : "A"}`,
    "diner claims, alg none": `Bearer ${none}`,
    "diner header only": `Bearer ${header}`,
    "garbage token": "Bearer \u0000not.a.token",
    "huge token": `Bearer ${"a".repeat(20_000)}`,
    "Basic scheme": "Basic YWRtaW46YWRtaW4=",
    "lower-case scheme": `bearer ${dinerToken}`,
    "empty bearer": "Bearer ",
  };
}
