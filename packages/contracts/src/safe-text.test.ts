import { describe, expect, it } from "vitest";
import { isSafeText, unsafeTextPath } from "./safe-text";

describe("isSafeText", () => {
  it.each([
    ["NUL", "a\u0000b"],
    ["a control character", "a\u0001b"],
    ["escape", "a\u001bb"],
    ["DEL", "a\u007fb"],
    ["a lone high surrogate", "a\ud800b"],
    ["a high surrogate at the end", "a\ud83d"],
    ["a lone low surrogate", "a\udc00b"],
    ["two high surrogates", "\ud83d\ud83d\ude00"],
  ])("refuses %s", (_name, text) => {
    expect(isSafeText(text)).toBe(false);
  });

  it.each([
    ["plain text", "Masala dosa, extra chutney"],
    ["tab and new lines", "Gate code 42\tring twice\r\nthanks"],
    ["accents and scripts", "Crème brûlée · मसाला डोसा"],
    ["an emoji (a surrogate pair)", "🌶️ extra hot 😀"],
    ["the empty string", ""],
  ])("takes %s", (_name, text) => {
    expect(isSafeText(text)).toBe(true);
  });
});

describe("unsafeTextPath", () => {
  it("names where the unsafe text is: a value, a key, or the part itself", () => {
    expect(unsafeTextPath({ items: [{ comment: "ok" }, { comment: "bad\u0000" }], n: 1 })).toBe("items.1.comment");
    expect(unsafeTextPath({ address: { "line\u0000": "x" } })).toBe("address");
    expect(unsafeTextPath("bad\ud800")).toBe("");
    expect(unsafeTextPath({ fullName: "Asha", items: [1, true, null], when: new Date(0) })).toBeNull();
  });

  it("walks any depth without overflowing", () => {
    let deep: unknown = "bad\u0000";
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(unsafeTextPath(deep)?.split(".").length).toBe(200_000);
  });
});
