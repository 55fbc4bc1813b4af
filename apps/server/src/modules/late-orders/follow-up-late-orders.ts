/**
 * One late-order sweep (issue 26), run every few seconds while the app is up (late-orders.module.ts) and written as
 * one plain function of the time, so a job queue can run it instead. Every step is conditional on the database, so
 * several instances may sweep at once: each order is told once and credited once.
 */
import { creditLateOrders } from "./credit-late-orders";
import type { LateOrdersDeps } from "./late-orders-deps";
import { tellLateOrders } from "./tell-late-orders";

/** The job that follows up orders past their promised time (every LATE_ORDERS_SWEEP_MS). */
export const FOLLOW_UP_LATE_ORDERS_JOB = "follow-up-late-orders";

export async function followUpLateOrders(deps: LateOrdersDeps, now: Date): Promise<{ told: number; credited: number }> {
  const told = await tellLateOrders(deps, now);
  const credited = await creditLateOrders(deps, now);
  return { told, credited };
}
