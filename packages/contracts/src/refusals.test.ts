import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPENT_CODE_REFUSALS } from "./auth";
import { GENERIC_REFUSALS, REFUSAL_CODES, REFUSAL_STATUS, REFUSAL_TEXTS, REFUSALS } from "./refusals";
import { SHORT_LINK_REFUSAL_CODES, SHORT_LINK_REFUSALS } from "./short-links";
import { TABLE_TOKEN_REFUSALS } from "./table-tokens";

/** Every string the contracts export (in objects, two levels down too), refusals.ts aside. */
async function contractTexts(): Promise<Set<string>> {
  const here = new URL(".", import.meta.url);
  const files = readdirSync(here).filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "refusals.ts");
  const texts = new Set<string>();
  const collect = (value: unknown, depth: number) => {
    if (typeof value === "string") texts.add(value);
    else if (value && typeof value === "object" && depth < 3 && !Array.isArray(value))
      for (const inner of Object.values(value)) collect(inner, depth + 1);
  };
  for (const file of files) for (const value of Object.values(await import(new URL(file, here).href))) collect(value, 0);
  return texts;
}

describe("refusal codes", () => {
  it("are SCREAMING_SNAKE and listed once: no specific code is also a generic one", () => {
    for (const code of REFUSAL_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/);
    const specific = Object.keys(REFUSALS);
    expect(specific.filter((code) => code in GENERIC_REFUSALS)).toEqual([]);
    expect(new Set(REFUSAL_CODES).size).toBe(specific.length + Object.keys(GENERIC_REFUSALS).length);
  });

  it("carry texts the contracts already hold, each text under one code", async () => {
    const known = await contractTexts();
    const texts = Object.entries(REFUSAL_TEXTS);
    expect(texts.length).toBeGreaterThan(30);
    expect(texts.filter(([, text]) => !known.has(text!))).toEqual([]);
    expect(new Set(texts.map(([, text]) => text)).size).toBe(texts.length);
  }, 30_000);

  it("make a refusal of a text that names things, with its code", () => {
    expect(REFUSALS.STOCK_GONE("Ramen", 0)).toEqual({ code: "STOCK_GONE", message: "Ramen is sold out" });
    expect(REFUSALS.SLOT_FULL("7 pm")).toEqual({ code: "SLOT_FULL", message: "7 pm is full. Choose another slot." });
    expect(REFUSALS.TAB_CLOSED).toEqual({ code: "TAB_CLOSED", message: REFUSAL_TEXTS.TAB_CLOSED });
  });

  it("are the codes of the pairs declared beside their texts, with the same text and a refusal's status", () => {
    const pairs = [
      ...Object.values(TABLE_TOKEN_REFUSALS),
      ...Object.values(SPENT_CODE_REFUSALS),
      { code: SHORT_LINK_REFUSAL_CODES.expired, message: SHORT_LINK_REFUSALS.expired },
      { code: SHORT_LINK_REFUSAL_CODES.neverMade, message: SHORT_LINK_REFUSALS.neverMade },
    ];
    for (const { code, message } of pairs) expect(REFUSALS[code]).toEqual({ code, message });
    for (const status of Object.values(REFUSAL_STATUS)) expect(status >= 400 && status < 500).toBe(true);
  });
});
