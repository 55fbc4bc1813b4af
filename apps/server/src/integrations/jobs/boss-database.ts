/**
 * pg-boss runs its SQL through the app's own connection: the pg pool on PostgreSQL (no second pool), or PGlite,
 * which takes one statement with values through query() and several without through exec().
 */
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { DatabaseHandle } from "../../db/client";

export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/** The schema pg-boss keeps its queues and jobs in. */
export const JOBS_SCHEMA = "pgboss";

export function bossDatabaseOf(database: DatabaseHandle): BossDatabase {
  if (database.kind === "postgres") {
    const pool = database.raw as pg.Pool;
    return { executeSql: (text, values) => pool.query(text, values) };
  }
  const client = database.raw as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** Each queue's due and running jobs, and how long its oldest due job has waited. */
export const DEPTH_SQL = `
  SELECT q.name,
    count(j.id) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())::int AS waiting,
    count(j.id) FILTER (WHERE j.state = 'active')::int AS running,
    coalesce(extract(epoch FROM now() - min(j.start_after) FILTER (WHERE j.state IN ('created', 'retry') AND j.start_after <= now())), 0)::float AS lag
  FROM ${JOBS_SCHEMA}.queue q LEFT JOIN ${JOBS_SCHEMA}.job j ON j.name = q.name
  GROUP BY q.name ORDER BY q.name`;
