import { expect, test } from "vitest";
import { decodePayload, encodePayload } from "./envelope";
test("rt", () => { expect(decodePayload(encodePayload({ a: 1 }))).toEqual({ a: 1 }); expect(typeof window).toBe("undefined"); });
