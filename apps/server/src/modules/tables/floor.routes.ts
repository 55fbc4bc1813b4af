/** Routes for floor calls. (Placeholder while the issue is built.) */
import type { FastifyInstance } from "fastify";
import type { TablesDeps } from "./tables-deps";

export async function floorRoutes(_app: FastifyInstance, _deps: TablesDeps) {}
