/** The restaurant's staff: sessions, the team, the location's orders, moving them, money taken at the counter. */
import type { AppModule } from "../../app-context";
import { staffSessions } from "../auth/public";
import { createOwnerRestaurantsRepository } from "./owner-restaurants.repository";
import { createStaffRepository } from "./staff.repository";
import { staffRoutes } from "./staff.routes";
import type { StaffDeps } from "./staff-deps";
import { staffMenuRoutes } from "./staff-menu.routes";
import { staffOrderingRoutes } from "./staff-ordering.routes";
import { staffRestaurantsRoutes } from "./staff-restaurants.routes";
import { staffServicesRoutes } from "./staff-services.routes";
import { staffSessionRoutes } from "./staff-session.routes";
import { staffTeamRoutes } from "./staff-team.routes";

export const staffModule: AppModule = async (api, context) => {
  const { db, clock, events, secret, config } = context;
  const deps: StaffDeps = {
    staff: createStaffRepository(db),
    db,
    moves: { db, events, clock },
    counter: { db, events, metrics: context.metrics },
    clock,
    secret,
    lockout: { db, sms: context.sms, clock, log: context.log },
    sessions: staffSessions({ db, clock }),
    owners: createOwnerRestaurantsRepository(db),
  };
  await api.register(staffRoutes, { deps, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
  await api.register(staffSessionRoutes, { deps });
  await api.register(staffTeamRoutes, { deps });
  await api.register(staffOrderingRoutes, { deps });
  await api.register(staffServicesRoutes, { deps });
  await api.register(staffRestaurantsRoutes, { deps });
  await api.register(staffMenuRoutes, { deps: { db, clock, events } });
};
