/** PostgreSQL's unique violation (23505), as the pg driver and PGlite report it through drizzle. */

/** The name of the unique index or constraint the error broke, or null when it is not a unique violation. */
export function uniqueViolationOf(error: unknown): string | null {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === "23505" ? (cause.constraint ?? "") : null;
}
