/** Routes for booking calls. (Placeholder while the issue is built.) */
import type { FastifyInstance } from "fastify";
import type { TablesDeps } from "./tables-deps";

export async function bookingRoutes(_app: FastifyInstance, _deps: TablesDeps) {}
