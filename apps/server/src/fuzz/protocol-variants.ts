/**
 * Requests as bytes, in the forms HTTP allows and the ones it does not: request lines in absolute form, without a
 * version or with an odd one, odd methods; duplicate, missing, folded and huge headers; odd content types; bodies
 * longer or shorter than announced, chunked well and badly, over the body limit.
 */
import fc from "fast-check";

export interface RawCase {
  bytes: string;
  /** What the case is made of, for the failure message. */
  notes: Record<string, string>;
}

const METHODS = ["GET", "POST", "PUT", "DELETE", "OPTIONS", "HEAD", "PATCH", "get", "BREW", "CONNECT", "TRACE"];

/** The forms a request target takes, for an origin-form path. */
export const TARGET_FORMS: Record<string, (path: string) => string> = {
  "origin form": (path) => path,
  "absolute form": (path) => `http://x${path}`,
  "absolute form, upper case, port": (path) => `HTTP://X:8080${path}`,
  "absolute form, https, user info": (path) => `https://user:pw@x${path}`,
  "absolute form, IPv6 host": (path) => `http://[::1]${path}`,
  "absolute form, bad port": (path) => `http://x:99999${path}`,
  "two leading slashes": (path) => `//x${path}`,
  "trailing slash": (path) => `${path}/`,
  "dot segments": (path) => `/x/..${path}/.`,
  "upper case": (path) => path.toUpperCase(),
  "empty query and fragment": (path) => `${path}?#frag`,
  "matrix parameter": (path) => `${path};jsessionid=1`,
  "percent-encoded NUL": (path) => `${path}%00`,
};

const ODD_TARGETS = ["*", "x:443", "", "http://x", "/%", "/ space", `/${"a".repeat(70_000)}`];

const VERSIONS = [
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.1",
  "HTTP/1.0",
  "",
  "HTTP/2.0",
  "HTTP/1.2",
  "HTTP/0.9",
  "http/1.1",
  "HTTP/1.1 extra",
  "HTTP/11",
];

const HEADER_SETS: Record<string, string[]> = {
  "version and host": ["host: x", "x-app-version: v2"],
  "no host": ["x-app-version: v2"],
  "two hosts": ["host: x", "host: y", "x-app-version: v2"],
  "no version": ["host: x"],
  "two versions": ["host: x", "x-app-version: v1", "x-app-version: v2"],
  "version made hop-by-hop": ["host: x", "connection: x-app-version", "x-app-version: v2"],
  "folded header": ["host: x", "x-app-version:", " v2"],
  "space before colon": ["host: x", "x-app-version : v2"],
  "header without colon": ["host: x", "x-app-version v2"],
  "two authorizations": ["host: x", "x-app-version: v2", "authorization: Bearer a.b.c", "authorization: Basic YTpi"],
  "two content types": ["host: x", "x-app-version: v2", "content-type: application/json", "content-type: text/plain"],
  "odd content type": ["host: x", "x-app-version: v2", "content-type: application/json; charset=utf-16"],
  "expect continue": ["host: x", "x-app-version: v2", "expect: 100-continue"],
  "huge header": ["host: x", "x-app-version: v2", `x-huge: ${"h".repeat(20_000)}`],
  "NUL in a header": ["host: x", "x-app-version: v2\u0000"],
};

const LOGIN = '{"userName":"nobody.fuzz","password":"not-the-password"}';
const BIG = `{"userName":"${"u".repeat(1_100_000)}","password":"x"}`;

/** Body and framing headers: [headers, body]. */
const BODIES: Record<string, [string[], string]> = {
  none: [[], ""],
  "JSON with its length": [["content-type: application/json", `content-length: ${LOGIN.length}`], LOGIN],
  "over the body limit": [["content-type: application/json", `content-length: ${BIG.length}`], BIG],
  "shorter than announced": [["content-type: application/json", `content-length: ${LOGIN.length + 20}`], LOGIN],
  "longer than announced": [["content-type: application/json", "content-length: 5"], LOGIN],
  "negative length": [["content-type: application/json", "content-length: -1"], LOGIN],
  "two lengths": [["content-type: application/json", `content-length: ${LOGIN.length}`, "content-length: 3"], LOGIN],
  "length not a number": [["content-type: application/json", "content-length: abc"], LOGIN],
  chunked: [["content-type: application/json", "transfer-encoding: chunked"], `${LOGIN.length.toString(16)}\r\n${LOGIN}\r\n0\r\n\r\n`],
  "chunked, bad size": [["content-type: application/json", "transfer-encoding: chunked"], `zz\r\n${LOGIN}\r\n0\r\n\r\n`],
  "chunked, huge size": [["content-type: application/json", "transfer-encoding: chunked"], `fffffffffffffffff\r\n${LOGIN}\r\n0\r\n\r\n`],
  "chunked and a length": [
    ["content-type: application/json", "transfer-encoding: chunked", `content-length: ${LOGIN.length}`],
    `${LOGIN.length.toString(16)}\r\n${LOGIN}\r\n0\r\n\r\n`,
  ],
  "gzip then chunked": [["content-type: application/json", "transfer-encoding: gzip, chunked"], `3\r\n{}x\r\n0\r\n\r\n`],
};

export function rawCaseOf(paths: readonly string[]): fc.Arbitrary<RawCase> {
  const target = fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(TARGET_FORMS)), fc.constantFrom(...paths)) },
    { weight: 1, arbitrary: fc.tuple(fc.constant("odd target"), fc.constantFrom(...ODD_TARGETS)) },
  );
  return fc
    .record({
      method: fc.constantFrom(...METHODS),
      target,
      version: fc.constantFrom(...VERSIONS),
      headers: fc.constantFrom(...Object.keys(HEADER_SETS)),
      body: fc.constantFrom(...Object.keys(BODIES)),
      eol: fc.constantFrom("\r\n", "\r\n", "\r\n", "\n"),
    })
    .map(({ method, target: [form, path], version, headers, body, eol }) => {
      const line = `${method} ${TARGET_FORMS[form]?.(path) ?? path}${version ? ` ${version}` : ""}`;
      const [framing, payload] = BODIES[body]!;
      const lines = [line, ...HEADER_SETS[headers]!, ...framing, "connection: close"];
      return {
        bytes: `${lines.join(eol)}${eol}${eol}${payload}`,
        notes: { line: line.slice(0, 200), headers, body, eol: JSON.stringify(eol) },
      };
    });
}
