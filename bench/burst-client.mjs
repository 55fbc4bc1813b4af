/**
 * Another client's burst for `npm run bench` (bench/bursts.ts), in a process of its own so that its work does not
 * slow the measuring client down. It sends rounds of `concurrency` requests at once, each on a connection of its
 * own, speaking as `X-Forwarded-For: address` through the server's trusted local proxy; a round starts when the last
 * one's answer is in, until the parent says "stop". An event stream (text/event-stream) is held open until its round
 * ends. Argument: the burst as JSON { url, method, headers, body?, concurrency }. Messages: "started", then the
 * summary { rounds, statuses }.
 */
import http from "node:http";

const burst = JSON.parse(process.argv[2]);
const statuses = {};
const count = (key) => {
  statuses[key] = (statuses[key] ?? 0) + 1;
};
let stopping = false;
process.on("message", (message) => {
  if (message === "stop") stopping = true;
});

/** One request: resolves with the response when it is a stream to hold, else with null once it is answered. */
function send(agent) {
  return new Promise((resolve) => {
    const request = http.request(burst.url, { method: burst.method, headers: burst.headers, agent }, (response) => {
      count(response.statusCode);
      response.on("error", () => {});
      if (String(response.headers["content-type"]).startsWith("text/event-stream")) {
        response.once("data", () => resolve(response));
        return;
      }
      response.resume();
      response.on("end", () => resolve(null));
    });
    request.on("error", () => {
      count("error");
      resolve(null);
    });
    request.end(burst.body);
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
let rounds = 0;
while (!stopping) {
  const round = Promise.all(Array.from({ length: burst.concurrency }, () => send(agent)));
  if (rounds === 0) process.send("started");
  for (const stream of await round) stream?.destroy();
  rounds += 1;
}
agent.destroy();
process.send({ rounds, statuses }, () => process.exit(0));
