/** The crash suite's summary: what was sent and answered on each database, the outage, and every broken invariant. */
import type { SentCall, Step, Window } from "./crash-client";
import type { DatabaseRun, PhaseViolation } from "./crash-rounds";

/** A 5xx answered this soon after the database was seen back still belongs to the outage (a request sent during it). */
const OUTAGE_GRACE_MS = 5_000;
const SHOWN_PER_INVARIANT = 6;

const inOutage = (at: number, windows: Window[]) =>
  windows.some((w) => at >= w.from && at <= (w.to ?? Number.POSITIVE_INFINITY) + OUTAGE_GRACE_MS);

/** What the calls themselves broke: a 5xx outside a database outage, a call never answered, an answer the suite could not read. */
export function callViolations(run: DatabaseRun): PhaseViolation[] {
  const out: PhaseViolation[] = [];
  for (const call of run.client.calls) {
    for (const attempt of call.attempts) {
      if (attempt.status !== null && attempt.status >= 500 && !inOutage(attempt.at, run.client.databaseOutages))
        out.push({ phase: "calls", invariant: "no 5xx outside a database outage", detail: `${call.step} ${call.path}: ${attempt.status}` });
    }
    if (call.status === null)
      out.push({
        phase: "calls",
        invariant: "every call answered after the restart",
        detail: `${call.step} ${call.path} (key ${call.key})`,
      });
  }
  for (const problem of run.ledger.problems) out.push({ phase: "calls", invariant: "every answer readable", detail: problem });
  return out;
}

function stepLine(step: Step, calls: SentCall[]): string {
  const mine = calls.filter((c) => c.step === step);
  const by = (test: (c: SentCall) => boolean) => mine.filter(test).length;
  const retried = by((c) => c.attempts.length > 1);
  const statuses = new Map<string, number>();
  for (const c of mine) statuses.set(String(c.status ?? "none"), (statuses.get(String(c.status ?? "none")) ?? 0) + 1);
  const shown = [...statuses].map(([status, n]) => `${status}×${n}`).join(" ");
  const refusals = new Set(
    mine.filter((c) => (c.status ?? 0) >= 400).map((c) => `${c.status} ${(c.body as { message?: string })?.message}`),
  );
  const why = refusals.size > 0 ? `  (${[...refusals].slice(0, 3).join("; ")})` : "";
  return `    ${step.padEnd(14)} ${String(mine.length).padStart(5)} calls, ${String(retried).padStart(4)} retried   ${shown}${why}`;
}

function outageLines(run: DatabaseRun): string[] {
  if (!run.outage) return [];
  const fiveXx = new Map<number, number>();
  for (const call of run.client.calls)
    for (const a of call.attempts)
      if (a.status !== null && a.status >= 500 && inOutage(a.at, run.client.databaseOutages))
        fiveXx.set(a.status, (fiveXx.get(a.status) ?? 0) + 1);
  const answers = [...fiveXx].map(([status, n]) => `${status}×${n}`).join(" ") || "none";
  const { healthStatuses, recoveryMs, serverKeptRunning } = run.outage;
  return [
    `  PostgreSQL outage: 5xx answered during it: ${answers}${fiveXx.has(500) ? " (500 where 503 is wanted: recorded, not failed)" : ""}`,
    `    /health during it: ${healthStatuses.join(" ")}; recovered ${recoveryMs === null ? "NOT within 60 s" : `${recoveryMs} ms`} after the restart; server ${serverKeptRunning ? "kept running (no restart)" : "DID NOT keep running"}`,
  ];
}

export function summaryOf(run: DatabaseRun, violations: PhaseViolation[]): string[] {
  const { calls } = run.client;
  const attempts = calls.reduce((sum, c) => sum + c.attempts.length, 0);
  const unanswered = calls.reduce((sum, c) => sum + c.attempts.filter((a) => a.status === null).length, 0);
  const orders = run.ledger.placements.filter((p) => p.orderIds.length > 0).length;
  const restart = run.restartMs.length ? Math.round(run.restartMs.reduce((a, b) => a + b, 0) / run.restartMs.length) : 0;
  const steps: Step[] = [
    "sign-up",
    "wallet-credit",
    "read",
    "place",
    "coupon",
    "start-payment",
    "card-token",
    "authorize",
    "collect",
    "replay",
  ];
  const lines = [
    `${run.database}: ${run.restartMs.length} kill -9 rounds (restart ${restart} ms on average), ${run.journeys} journeys`,
    `  ${calls.length} calls, ${attempts} attempts, ${unanswered} attempts unanswered; ${orders} orders answered 2xx, ${run.replayed} keys replayed`,
    ...steps.map((step) => stepLine(step, calls)),
    ...outageLines(run),
    `  self-check: ${run.selfChecked} deliberately broken copies of the final rows shown to the checks`,
  ];
  if (violations.length === 0) return [...lines, "  every invariant held ✔"];
  const byInvariant = new Map<string, PhaseViolation[]>();
  for (const v of violations) byInvariant.set(v.invariant, [...(byInvariant.get(v.invariant) ?? []), v]);
  for (const [invariant, found] of byInvariant) {
    lines.push(`  ✘ ${invariant}: ${found.length}`);
    for (const v of found.slice(0, SHOWN_PER_INVARIANT)) lines.push(`      [${v.phase}] ${v.detail}`);
    if (found.length > SHOWN_PER_INVARIANT) lines.push(`      … and ${found.length - SHOWN_PER_INVARIANT} more`);
  }
  return lines;
}
