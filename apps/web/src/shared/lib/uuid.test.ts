import { afterEach, describe, expect, it, vi } from "vitest";
import { newUuid } from "./uuid";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newUuid", () => {
  it("is a version 4 UUID, different every time", () => {
    const a = newUuid();
    expect(a).toMatch(UUID_V4);
    expect(newUuid()).not.toBe(a);
  });

  it("is built from random bytes where randomUUID is missing (plain http)", () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal("crypto", { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(newUuid()).toMatch(UUID_V4);
  });
});
