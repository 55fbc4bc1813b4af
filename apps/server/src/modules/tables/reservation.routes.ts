/** Routes for reservation calls. (Placeholder while the issue is built.) */
import type { FastifyInstance } from "fastify";
import type { TablesDeps } from "./tables-deps";

export async function reservationRoutes(_app: FastifyInstance, _deps: TablesDeps) {}
