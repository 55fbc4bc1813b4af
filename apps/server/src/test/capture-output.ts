/** Keeps what the process writes to stdout and stderr (where pino logs go) instead of writing it, for log tests. */
import fs from "node:fs";
import { vi } from "vitest";

/**
 * pino writes through sonic-boom, which calls fs.write / fs.writeSync on stdout's descriptor: writes to stdout
 * and stderr are kept in `lines`, any other file is written as usual. Undo with vi.restoreAllMocks().
 */
export function captureOutput(): { lines: string[] } {
  const lines: string[] = [];
  const { write, writeSync } = fs;
  const size = (data: string | Uint8Array) => (typeof data === "string" ? Buffer.byteLength(data) : data.length);
  vi.spyOn(fs, "writeSync").mockImplementation(((fd: number, data: string | Uint8Array, ...rest: unknown[]) => {
    if (fd !== 1 && fd !== 2) return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
    lines.push(String(data));
    return size(data);
  }) as typeof fs.writeSync);
  vi.spyOn(fs, "write").mockImplementation(((fd: number, data: string | Uint8Array, ...rest: unknown[]) => {
    if (fd !== 1 && fd !== 2) return (write as (...args: unknown[]) => void)(fd, data, ...rest);
    lines.push(String(data));
    const done = rest.find((r) => typeof r === "function") as ((error: null, written: number) => void) | undefined;
    done?.(null, size(data));
  }) as typeof fs.write);
  return { lines };
}
