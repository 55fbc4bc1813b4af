/** The restaurant's staff: sign in, the location's orders, moving them, money taken at the counter. */
import type { AppModule } from "../../app-context";
import { createStaffRepository } from "./staff.repository";
import { staffRoutes } from "./staff.routes";
import type { StaffDeps } from "./staff-deps";
import { staffOrderingRoutes } from "./staff-ordering.routes";

export const staffModule: AppModule = async (api, context) => {
  const { db, clock, events, secret, config } = context;
  const deps: StaffDeps = {
    staff: createStaffRepository(db),
    db,
    moves: { db, events, clock },
    counter: { db, events },
    clock,
    secret,
    lockout: { db, sms: context.sms, clock, log: context.log },
  };
  await api.register(staffRoutes, { deps, attemptsPerMinute: config.AUTH_ATTEMPTS_PER_MINUTE });
  await api.register(staffOrderingRoutes, { deps });
};
