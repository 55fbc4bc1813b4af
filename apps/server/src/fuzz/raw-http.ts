/**
 * HTTP as bytes on a socket, for what no HTTP client sends: request lines in absolute form or without a version,
 * duplicate headers, broken chunking, a body longer or shorter than announced. Reads every status line that comes
 * back until the server hangs up (or, for a stream, until the first answer's head has arrived).
 */
import { connect } from "node:net";

export interface RawAnswer {
  /** The status of each answer, in order (several when requests were pipelined). */
  statuses: number[];
  text: string;
  /** The server neither answered nor hung up in time (the socket was then closed by us). */
  timedOut: boolean;
}

const STATUS_LINE = /(?:^|\r\n\r\n|\n\n)HTTP\/\d\.\d (\d{3})/g;

export function statusesOf(text: string): number[] {
  return [...text.matchAll(STATUS_LINE)].map((match) => Number(match[1]));
}

export interface RawOptions {
  /** Stop once the first answer's head has arrived (a stream would never end). */
  headOnly?: boolean;
  timeoutMs?: number;
}

export function exchangeRaw(port: number, bytes: string | Buffer, options: RawOptions = {}): Promise<RawAnswer> {
  const { headOnly = false, timeoutMs = 5_000 } = options;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port });
    const chunks: Buffer[] = [];
    let timedOut = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ statuses: statusesOf(text), text, timedOut });
    };
    const timer = setTimeout(() => {
      timedOut = true;
      finish();
    }, timeoutMs);
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (headOnly && Buffer.concat(chunks).includes("\r\n\r\n")) finish();
    });
    socket.on("close", finish);
    socket.on("error", (error: NodeJS.ErrnoException) => {
      // The server may hang up while we still write a body it refused: what it answered still counts.
      if (error.code === "ECONNRESET" || error.code === "EPIPE") finish();
      else {
        clearTimeout(timer);
        reject(error);
      }
    });
    socket.write(bytes);
  });
}

/** An HTTP/1.1 request as text, `connection: close` unless the headers say otherwise. */
export function rawRequest(method: string, target: string, headers: Record<string, string>, body?: string): string {
  const all: Record<string, string> = { host: "fuzz.test", connection: "close", ...headers };
  if (body !== undefined && !("content-length" in all) && !("transfer-encoding" in all)) {
    all["content-length"] = String(Buffer.byteLength(body));
  }
  const lines = Object.entries(all).map(([name, value]) => `${name}: ${value}`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
}
