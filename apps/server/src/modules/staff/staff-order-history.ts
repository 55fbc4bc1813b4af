/**
 * One order as its restaurant's staff see it (GET /staff/orders/{orderId}): the order, and its history with who made
 * each move (a staff member by name and role, the diner, a courier, Forkful itself), when, and what the move said (a
 * cancel's reason, an accept's prep time).
 */
import { LATE_ORDER_TEXTS } from "@forkful/contracts/late-orders";
import { formatMoney } from "@forkful/contracts/money";
import { OrderStatus, orderStatusText } from "@forkful/contracts/order-status";
import type { Order } from "@forkful/contracts/orders";
import type { HistoryActor, StaffHistoryEntry, StaffOrder } from "@forkful/contracts/staff";
import { assertStaffsOrder, type StaffCaller } from "../../plugins/caller";
import { type OrderMoveRecord, orderWithMovesForStaff } from "../orders/public";
import type { StaffDeps } from "./staff-deps";
import { type StaffMemberName, staffMembersByIds } from "./staff-members.repository";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STAFF_ACTOR = "staff:";

/** The staff member's id in a history actor ("staff:{id}"), or null for anyone else. */
const staffIdOf = (actor: string): string | null => {
  const id = actor.startsWith(STAFF_ACTOR) ? actor.slice(STAFF_ACTOR.length) : "";
  return UUID.test(id) ? id : null;
};

function actorOf(actor: string, members: Map<string, StaffMemberName>): HistoryActor {
  const staffId = staffIdOf(actor);
  if (staffId) {
    const member = members.get(staffId);
    return { kind: "staff", staffId, name: member?.fullName ?? null, role: member?.role ?? null };
  }
  const nobody = { staffId: null, name: null, role: null };
  if (actor.startsWith("customer:") || actor === "guest" || actor.startsWith("guest:")) return { kind: "diner", ...nobody };
  if (actor.startsWith("courier:")) return { kind: "courier", ...nobody };
  return { kind: "system", ...nobody };
}

function entryOf(move: OrderMoveRecord, members: Map<string, StaffMemberName>): StaffHistoryEntry {
  return {
    status: move.status,
    label: orderStatusText(move.status),
    at: move.at.toISOString(),
    by: actorOf(move.actor, members),
    reason: move.reason,
    prepMinutes: move.prepMinutes,
  };
}

/** Running late (issue 26): when the diner was told the new time, and when the credit was given (as the restaurant's clock reads it). */
function lateEntriesOf(order: Order): StaffHistoryEntry[] {
  const { late } = order;
  if (!late) return [];
  const system = { kind: "system" as const, staffId: null, name: null, role: null };
  const entry = (at: string, label: string): StaffHistoryEntry => ({
    status: order.status,
    label,
    at,
    by: system,
    reason: null,
    prepMinutes: null,
  });
  const entries = [entry(late.toldAt, LATE_ORDER_TEXTS.runningLate(clockOf(late.newTime, order.timeZone)))];
  if (late.credit?.givenAt)
    entries.push(entry(late.credit.givenAt, LATE_ORDER_TEXTS.creditGiven(formatMoney(late.credit.amount, order.currency))));
  return entries;
}

const clockOf = (at: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(new Date(at));

export async function staffOrder(deps: Pick<StaffDeps, "db">, orderId: string, caller: StaffCaller): Promise<StaffOrder> {
  const { order, moves } = await orderWithMovesForStaff(deps.db, orderId);
  assertStaffsOrder(order, caller);
  const ids = [...new Set(moves.map((move) => staffIdOf(move.actor)).filter((id): id is string => id !== null))];
  const members = await staffMembersByIds(deps.db, ids);
  const moved = moves.map((move) => entryOf(move, members));
  const accepted = moved.findLast((entry) => entry.status === OrderStatus.Accepted);
  const timeline = [...moved, ...lateEntriesOf(order)].sort((a, b) => a.at.localeCompare(b.at));
  return { ...order, timeline, prepMinutes: accepted?.prepMinutes ?? null, cancelReason: order.cancelReason ?? null };
}
