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

/** One run's figures, and what rounds of runs need to be put together (bench/rounds.ts). */
export interface Measurement extends Measured {
  /** Every answer's latency, ms. */
  latenciesMs: number[];
  /** From the first request to the last answer (a duration run: its duration). */
  seconds: number;
  /** Bytes of every answer together. */
  bytes: number;
}

export async function load(baseUrl: string, request: BenchRequest, connections: number, plan: Plan): Promise<Measurement> {
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
  const latenciesMs: number[] = [];
  const result = await new Promise<autocannon.Result>((resolveRun, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolveRun(finished)));
    instance.on("response", (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latenciesMs.push(responseTime);
      lastAnswer = performance.now();
    });
  });
  const responses = result["2xx"] + result.non2xx;
  // A fixed-count run reports only at the next whole second: its time is taken up to its last answer instead.
  const seconds = "amount" in plan ? (lastAnswer - started) / 1000 : plan.seconds;
  return {
    requestsPerSecond: seconds > 0 ? responses / seconds : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    bytesPerResponse: responses > 0 ? result.throughput.total / responses : 0,
    successes: result["2xx"],
    latenciesMs,
    seconds,
    bytes: result.throughput.total,
  };
}
