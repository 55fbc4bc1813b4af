/**
 * A location's opening state, computed once per location record and minute: working hours are whole minutes, so the
 * state holds for the whole minute (restaurant lists are read on every visit).
 */
import type { LocationRecord } from "./merchants.repository";
import { type OpeningState, openingState } from "./opening-hours";

const known = new WeakMap<LocationRecord, { minute: number; state: OpeningState }>();

export function openingStateOf(record: LocationRecord, now: Date): OpeningState {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = known.get(record);
  if (kept?.minute === minute) return kept.state;
  const state = openingState(record.location.workingHours, record.location.timeZoneCd, new Date(minute * 60_000));
  known.set(record, { minute, state });
  return state;
}
