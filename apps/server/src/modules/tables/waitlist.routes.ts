/** Routes for waitlist calls. (Placeholder while the issue is built.) */
import type { FastifyInstance } from "fastify";
import type { TablesDeps } from "./tables-deps";

export async function waitlistRoutes(_app: FastifyInstance, _deps: TablesDeps) {}
