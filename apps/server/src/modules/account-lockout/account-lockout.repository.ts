/** Drizzle queries over failed password sign-ins per account (sign_in_failures). No rules here. */
import { eq, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { signInFailures } from "../../db/schema/account-lockout";

/** How the caller's rule counts an attempt. */
export interface AttemptCounting {
  now: Date;
  /** Failures last seen before this start again from 1. */
  forgetBefore: Date;
  /** The count that first locks the account. */
  lockFrom: number;
  /** When the lock ends at `lockFrom` failures, at one more, and so on; the last one for every count beyond. */
  lockEnds: Date[];
}

/** The lock end for `counted` failures, read from the ladder (an index below 1 is null in PostgreSQL: no lock). */
function lockEndFor(counted: SQL, { lockFrom, lockEnds }: AttemptCounting): SQL {
  const ladder = sql.join(
    lockEnds.map((end) => sql`${end.toISOString()}::timestamptz`),
    sql`, `,
  );
  return sql`(array[${ladder}])[least((${counted}) - ${lockFrom - 1}::int, ${lockEnds.length}::int)]`;
}

/**
 * Counts one attempt against the account in a single statement, so attempts sent together each count and the one that
 * reaches the lock sets it before any other is let through. The failures counted with this one, or null when the
 * account is locked (and nothing was counted).
 */
export async function countAttempt(db: Executor, accountKey: string, counting: AttemptCounting): Promise<number | null> {
  const counted = sql`case when ${signInFailures.lastFailedAt} < ${counting.forgetBefore.toISOString()}::timestamptz then 1 else ${signInFailures.failures} + 1 end`;
  const [row] = await db
    .insert(signInFailures)
    .values({ accountKey, failures: 1, lockedUntil: lockEndFor(sql`1`, counting), lastFailedAt: counting.now })
    .onConflictDoUpdate({
      target: signInFailures.accountKey,
      set: { failures: counted, lockedUntil: lockEndFor(counted, counting), lastFailedAt: counting.now },
      setWhere: or(isNull(signInFailures.lockedUntil), lte(signInFailures.lockedUntil, counting.now)),
    })
    .returning({ failures: signInFailures.failures });
  return row?.failures ?? null;
}

export async function lockedUntil(db: Executor, accountKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(eq(signInFailures.accountKey, accountKey));
  return row?.lockedUntil ?? null;
}

export async function clearFailures(db: Executor, accountKey: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKey));
}
