/**
 * ROLE=worker: the instance runs background jobs and answers only what an operator asks of it (health, metrics);
 * any other call is refused (503), so a worker wrongly put behind the load balancer is taken out by its checks.
 */
import { API_BASE_PATH } from "@forkful/contracts/api";
import type { FastifyInstance } from "fastify";
import { errorBody } from "./error-handler";
import { METRICS_PATH } from "./metrics";

const HEALTH_PATH = `${API_BASE_PATH}/health`;
const answeredByWorkers = (path: string) => path === METRICS_PATH || path === HEALTH_PATH || path.startsWith(`${HEALTH_PATH}/`);

export const WORKER_REFUSAL = "This instance runs background jobs only; calls go to the web instances.";

export function registerWorkerRole(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (answeredByWorkers(path)) return;
    return reply.status(503).send(errorBody(503, WORKER_REFUSAL));
  });
}
