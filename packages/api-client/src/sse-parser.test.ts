import { describe, expect, it } from "vitest";
import { createSseParser, type SseFrame } from "./sse-parser";

function parse(...pieces: string[]): SseFrame[] {
  const frames: SseFrame[] = [];
  const parser = createSseParser((f) => frames.push(f));
  for (const piece of pieces) parser.push(piece);
  parser.end();
  return frames;
}

const status = (n: number) => `event: status\ndata: {"status":${n}}\n\n`;

describe("SSE frame parser", () => {
  it("reads the server's status frames", () => {
    expect(parse(status(6), status(11))).toEqual([
      { event: "status", data: '{"status":6}', id: null, retry: null },
      { event: "status", data: '{"status":11}', id: null, retry: null },
    ]);
  });

  it("joins frames split anywhere across chunks, even inside a line ending", () => {
    const text = status(6) + status(11);
    for (let cut = 1; cut < text.length; cut++) {
      expect(parse(text.slice(0, cut), text.slice(cut)).map((f) => f.data)).toEqual(['{"status":6}', '{"status":11}']);
    }
    expect(parse("data: a\r", "\n\r\n").map((f) => f.data)).toEqual(["a"]);
  });

  it("accepts CRLF and CR line endings", () => {
    expect(parse("event: status\r\ndata: x\r\n\r\n", "data: y\r\r").map((f) => [f.event, f.data])).toEqual([
      ["status", "x"],
      ["message", "y"],
    ]);
  });

  it("skips keep-alive comments and frames without data", () => {
    expect(parse(": keep-alive\n\n", "event: status\n\n", status(12))).toHaveLength(1);
  });

  it("joins data lines with a newline and keeps id and retry", () => {
    expect(parse("id: 7\nretry: 2500\ndata: one\ndata:two\n\n")).toEqual([{ event: "message", data: "one\ntwo", id: "7", retry: 2500 }]);
  });

  it("drops a frame the stream cut before its blank line, and a leading byte order mark", () => {
    expect(parse(`\uFEFF${status(6)}`, 'event: status\ndata: {"status":11}')).toHaveLength(1);
  });

  it("reads a field without a colon as an empty value", () => {
    expect(parse("data\n\n")).toEqual([{ event: "message", data: "", id: null, retry: null }]);
  });
});
