import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { openTestDatabase } from "../../test/test-database";
import { type AttemptCounting, clearFailures, countAttempt, lockedUntil } from "./account-lockout.repository";

const NOW = new Date("2026-11-23T18:00:00Z");
const MINUTE = 60_000;
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Lock from the 3rd failure: 1 minute, then 2, then 4 for every count beyond. */
function counting(now: Date): AttemptCounting {
  return {
    now,
    forgetBefore: new Date(now.getTime() - 24 * 60 * MINUTE),
    lockFrom: 3,
    lockEnds: [1, 2, 4].map((minutes) => new Date(now.getTime() + minutes * MINUTE)),
  };
}

let database: DatabaseHandle;
/** The queries on the test database. */
const repository = {
  countAttempt: (key: string, attempt: AttemptCounting) => countAttempt(database.db, key, attempt),
  lockedUntil: (key: string) => lockedUntil(database.db, key),
  clear: (key: string) => clearFailures(database.db, key),
};
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("countAttempt", () => {
  it("counts attempts sent together one by one, and lets none through once the lock is set", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => repository.countAttempt("customer:together", counting(NOW))));
    expect(answers.filter((n) => n !== null).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((n) => n === null)).toHaveLength(27);
    expect(await repository.lockedUntil("customer:together")).toEqual(at(MINUTE));
  });

  it("locks from the given count, longer at each count after a lock ends, the last length beyond the ladder", async () => {
    const key = "staff:ladder";
    expect(await repository.countAttempt(key, counting(NOW))).toBe(1);
    expect(await repository.countAttempt(key, counting(NOW))).toBe(2);
    expect(await repository.lockedUntil(key)).toBeNull();
    expect(await repository.countAttempt(key, counting(NOW))).toBe(3);
    expect(await repository.lockedUntil(key)).toEqual(at(MINUTE));
    expect(await repository.countAttempt(key, counting(at(MINUTE - 1)))).toBeNull();
    let now = MINUTE;
    for (const [failures, minutes] of [
      [4, 2],
      [5, 4],
      [6, 4],
    ] as const) {
      expect(await repository.countAttempt(key, counting(at(now)))).toBe(failures);
      expect(await repository.lockedUntil(key)).toEqual(at(now + minutes * MINUTE));
      now += minutes * MINUTE;
    }
  });

  it("starts again from 1 when the last failure is older than forgetBefore, and after clear", async () => {
    const key = "customer:forgotten";
    await repository.countAttempt(key, counting(NOW));
    await repository.countAttempt(key, counting(NOW));
    expect(await repository.countAttempt(key, counting(at(25 * 60 * MINUTE)))).toBe(1);
    await repository.clear(key);
    expect(await repository.lockedUntil(key)).toBeNull();
    expect(await repository.countAttempt(key, counting(at(25 * 60 * MINUTE)))).toBe(1);
  });
});
