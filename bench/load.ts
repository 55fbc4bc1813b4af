/** One request against a server: sent once (`call`), or under load with autocannon (`load`), as bench/run.ts measures. */
import autocannon from "autocannon";
import type { BenchRequest, Measured } from "./scenarios";

export async function call(baseUrl: string, request: BenchRequest): Promise<{ status: number; body: Buffer; contentType: string }> {
  const body = request.freshBody?.() ?? request.body;
  const response = await fetch(baseUrl + (request.freshPath?.() ?? request.path), {
    method: request.method,
    headers: request.headers,
    body,
  });
  return {
    status: response.status,
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get("content-type") ?? "application/json",
  };
}

/** A fixed duration, or (for requests with fresh bodies) a fixed number of requests, all of them answered. */
export type Plan = { seconds: number } | { amount: number };

/** Whether every request is a new one (a fresh body or path): measured by a fixed count, not a duration. */
export const isFresh = (request: BenchRequest) => !!(request.freshBody || request.freshPath);

export async function load(baseUrl: string, request: BenchRequest, connections: number, plan: Plan): Promise<Measured> {
  const { freshBody, freshPath } = request;
  const options: autocannon.Options = {
    url: baseUrl + request.path,
    method: request.method,
    headers: request.headers,
    body: request.body,
    connections,
    ...("amount" in plan ? { amount: plan.amount } : { duration: plan.seconds }),
    ...(isFresh(request)
      ? {
          requests: [
            {
              setupRequest: (raw: autocannon.Request) => ({
                ...raw,
                ...(freshBody ? { body: freshBody() } : {}),
                ...(freshPath ? { path: freshPath() } : {}),
              }),
            },
          ],
        }
      : {}),
  };
  const started = performance.now();
  let lastAnswer = started;
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolveRun(finished)));
    // A fixed-count run reports only at the next whole second: the rate is taken up to its last answer instead.
    if ("amount" in plan) instance.on("response", () => (lastAnswer = performance.now()));
  });
  const responses = result["2xx"] + result.non2xx;
  const elapsedSeconds = (lastAnswer - started) / 1000;
  return {
    requestsPerSecond: "amount" in plan ? (elapsedSeconds > 0 ? responses / elapsedSeconds : 0) : result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
    successes: result["2xx"],
  };
}
