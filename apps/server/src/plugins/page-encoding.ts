/**
 * The app's pages are made per request (web-app.ts puts a tag into each), so they cannot be compressed at build like
 * the scripts: they are compressed as they are sent, in the encoding the browser prefers of brotli and gzip.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip";

/**
 * The encoding to send for an Accept-Encoding header: br or gzip when accepted (q > 0; `*` accepts both), brotli first
 * when both weigh the same; null for identity. Never throws on a malformed header: a part it cannot read counts as absent.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : (acceptEncoding ?? "");
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name && Number.isFinite(weight)) weights.set(name, weight);
  }
  const weightOf = (name: PageEncoding) => weights.get(name) ?? weights.get("*") ?? 0;
  const [best] = (["br", "gzip"] as const).filter((name) => weightOf(name) > 0).sort((a, b) => weightOf(b) - weightOf(a));
  return best ?? null;
}

export function encodePage(html: string, encoding: PageEncoding): Buffer {
  return encoding === "br" ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html);
}
