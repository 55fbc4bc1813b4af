import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password-hash";

describe("password hashing", () => {
  it("verifies the right password only", async () => {
    const stored = await hashPassword("correct horse 1");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain("correct");
    expect(await verifyPassword("correct horse 1", stored)).toBe(true);
    expect(await verifyPassword("correct horse 2", stored)).toBe(false);
    expect(await verifyPassword("correct horse 1", null)).toBe(false);
  });

  it("salts every hash", async () => {
    expect(await hashPassword("same-1")).not.toBe(await hashPassword("same-1"));
  });
});
