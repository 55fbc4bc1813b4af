/**
 * Floor: the restaurant's floor as a tableside page reads it (table details: who sits where is told only to that
 * party), and the host stand: the day's book and the tables, notify, seat, finish a visit, no-show, cancel and walk-ins.
 * Built on bookings, tables and the waitlist (a walk-in joins the line; every answer carries the place in line).
 */
import type { AppModule } from "../../app-context";
import { publicBaseUrl } from "../../config";
import { floorRoutes } from "./floor.routes";
import type { FloorDeps } from "./floor-deps";
import { staffFloorRoutes } from "./staff-floor.routes";

export const floorModule: AppModule = async (api, context) => {
  const { db, clock, sms, email, log, config, events } = context;
  const deps: FloorDeps = { db, clock, sms, email, log, events, publicUrl: publicBaseUrl(config) };
  await api.register(floorRoutes, deps);
  await api.register(staffFloorRoutes, deps);
};
