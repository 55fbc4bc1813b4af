import { describe, expect, it } from "vitest";
import { decodePayload, EnvelopeError, encodeAnswer, encodePayload, encodeRequest } from "./envelope";

describe("the envelope codec", () => {
  it("round-trips JSON with non-ASCII text", () => {
    const value = { name: "Café Ñandú — दाल मखनी 🍛", amount: 1299, nested: [1, null, true] };
    expect(decodePayload(encodePayload(value))).toEqual(value);
  });

  it("writes base64url without padding", () => {
    const text = encodePayload({ q: "???>>>" });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(text, "base64url").toString("utf8")).toBe('{"q":"???>>>"}');
  });

  it("wraps requests and answers", () => {
    expect(encodeRequest({ slug: "a" })).toEqual({ data: Buffer.from('{"slug":"a"}').toString("base64url") });
    expect(decodePayload(encodeAnswer([1]).encryptedText)).toEqual([1]);
  });

  it("also reads standard base64 with padding", () => {
    expect(decodePayload(Buffer.from('{"a":"ü?"}').toString("base64"))).toEqual({ a: "ü?" });
  });

  it("round-trips a large payload", () => {
    const big = { items: Array.from({ length: 5000 }, (_, i) => ({ i, name: `Item ${i}` })) };
    expect(decodePayload(encodePayload(big))).toEqual(big);
  });

  it.each([
    ["not base64url", "a*b!"],
    ["not JSON", Buffer.from("{oops").toString("base64url")],
    ["not UTF-8", Buffer.from([0xff, 0xfe, 0xfd]).toString("base64url")],
  ])("refuses text that is %s", (_, text) => {
    expect(() => decodePayload(text)).toThrow(EnvelopeError);
  });
});
