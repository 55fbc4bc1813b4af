/**
 * How a body's JSON text goes on the wire: as the envelope says (`{ "data": "<base64url of the JSON>" }`) or broken
 * in one of the ways a client gets it wrong (not base64, base64 of something that is not JSON or not UTF-8, no
 * `data`, `data` of the wrong type, the body bare, the envelope twice). Calls that are not encoded mostly get the
 * JSON bare, sometimes enveloped or not JSON at all.
 */
import fc from "fast-check";
import { hostileValue } from "./hostile-values";
import { toJsonText } from "./json-text";

export interface EnvelopeWay {
  name: string;
  wrap(json: string): string;
}

const base64url = (text: string | Uint8Array) => Buffer.from(text as string).toString("base64url");
const envelope = (data: string) => JSON.stringify({ data });

const proper: EnvelopeWay = { name: "proper", wrap: (json) => envelope(base64url(json)) };
const bare: EnvelopeWay = { name: "bare JSON", wrap: (json) => json };

const BROKEN: EnvelopeWay[] = [
  { name: "standard base64, padded", wrap: (json) => envelope(Buffer.from(json).toString("base64")) },
  { name: "not base64", wrap: () => envelope("!!not base64!!") },
  { name: "one character short", wrap: (json) => envelope(base64url(json).slice(0, -1)) },
  { name: "base64 of cut JSON", wrap: (json) => envelope(base64url(json.slice(0, Math.ceil(json.length / 2)))) },
  { name: "base64 of invalid UTF-8", wrap: () => envelope(base64url(new Uint8Array([0x7b, 0xff, 0xfe, 0xc0, 0x80, 0x7d]))) },
  { name: "base64 of nothing", wrap: () => envelope("") },
  { name: "no data", wrap: () => "{}" },
  { name: "bare JSON", wrap: bare.wrap },
  { name: "enveloped twice", wrap: (json) => envelope(base64url(envelope(base64url(json)))) },
  {
    name: "extra envelope fields",
    wrap: (json) => `{"data":"${base64url(json)}","__proto__":{"isAdmin":true},"encryptedText":"x","data2":1}`,
  },
  { name: "data twice", wrap: (json) => `{"data":"e30","data":"${base64url(json)}"}` },
  { name: "not JSON", wrap: () => "{data:" },
  { name: "empty body", wrap: () => "" },
  { name: "a JSON string", wrap: (json) => JSON.stringify(base64url(json)) },
];

/** `{ "data": <hostile value> }`: data of the wrong type (a number, an object, an array, null, huge). */
const dataOfWrongType: fc.Arbitrary<EnvelopeWay> = hostileValue.map((value) => ({
  name: `data is ${toJsonText(value).slice(0, 40)}`,
  wrap: () => `{"data":${toJsonText(value)}}`,
}));

/** As the app sends it: enveloped when the call is encoded, bare JSON when not. */
export const properly = (encoded: boolean): EnvelopeWay => (encoded ? proper : bare);

export function envelopeWay(encoded: boolean): fc.Arbitrary<EnvelopeWay> {
  if (!encoded) {
    return fc.oneof({ weight: 8, arbitrary: fc.constant(bare) }, { weight: 1, arbitrary: fc.constantFrom(proper, ...BROKEN) });
  }
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(proper) },
    { weight: 2, arbitrary: fc.constantFrom(...BROKEN) },
    { weight: 1, arbitrary: dataOfWrongType },
  );
}
