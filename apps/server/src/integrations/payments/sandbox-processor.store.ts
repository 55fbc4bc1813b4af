/** The sandbox processor's queries on its own tables. No rules here. */
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sandboxCharges, sandboxTokens } from "../../db/schema/sandbox-processor";

export type SandboxToken = typeof sandboxTokens.$inferSelect;
export type SandboxCharge = typeof sandboxCharges.$inferSelect;

export function createSandboxStore(db: Database) {
  return {
    async insertToken(token: typeof sandboxTokens.$inferInsert): Promise<void> {
      await db.insert(sandboxTokens).values(token);
    },
    async token(token: string): Promise<SandboxToken | null> {
      const [row] = await db.select().from(sandboxTokens).where(eq(sandboxTokens.token, token)).limit(1);
      return row ?? null;
    },
    /** Marks a single-use token used; false when it was used already. */
    async useToken(token: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(sandboxTokens)
        .set({ usedAt: at })
        .where(and(eq(sandboxTokens.token, token), isNull(sandboxTokens.usedAt)))
        .returning({ token: sandboxTokens.token });
      return rows.length === 1;
    },
    /** Inserts a charge once per (kind, key); answers the charge that holds the key. */
    async insertCharge(charge: typeof sandboxCharges.$inferInsert): Promise<{ charge: SandboxCharge; created: boolean }> {
      const inserted = await db.insert(sandboxCharges).values(charge).onConflictDoNothing().returning();
      if (inserted[0]) return { charge: inserted[0], created: true };
      const [existing] = await db
        .select()
        .from(sandboxCharges)
        .where(and(eq(sandboxCharges.kind, charge.kind), eq(sandboxCharges.idempotencyKey, charge.idempotencyKey)))
        .limit(1);
      return { charge: existing!, created: false };
    },
    async charge(ref: string): Promise<SandboxCharge | null> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.ref, ref)).limit(1);
      return row ?? null;
    },
    /** Changes a charge only while it is in `from`. */
    async moveCharge(ref: string, from: SandboxCharge["state"], changes: Partial<typeof sandboxCharges.$inferInsert>): Promise<boolean> {
      const rows = await db
        .update(sandboxCharges)
        .set(changes)
        .where(and(eq(sandboxCharges.ref, ref), eq(sandboxCharges.state, from)))
        .returning({ ref: sandboxCharges.ref });
      return rows.length === 1;
    },
  };
}

export type SandboxStore = ReturnType<typeof createSandboxStore>;
