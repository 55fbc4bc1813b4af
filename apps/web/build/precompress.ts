/**
 * A Vite build plugin of our own: after the bundle is written, every script, style sheet and other text file of the
 * build over PRECOMPRESS_MIN_BYTES gets a brotli (.br) and a gzip (.gz) copy beside it, which the server sends to a
 * browser that accepts them (@fastify/static's preCompressed, apps/server/src/plugins/web-app.ts). Compressed once at
 * the strongest level, so no request pays for it. Pages (index.html) are left out: the server changes each one it sends.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { afterBuild } from "./after-build";

/** Below this a compressed copy saves less than its own headers and a second file cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|webmanifest|txt)$/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes file.br and file.gz beside each file worth compressing; a copy that would not be smaller is not written. */
export async function precompressFolder(dir: string): Promise<{ files: number; bytesBefore: number; brotliBytes: number }> {
  const candidates = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let files = 0;
  let bytesBefore = 0;
  let brotliBytes = 0;
  await Promise.all(
    candidates.map(async (file) => {
      const content = await readFile(file);
      if (content.length < PRECOMPRESS_MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
      files += 1;
      bytesBefore += content.length;
      brotliBytes += Math.min(br.length, content.length);
    }),
  );
  return { files, bytesBefore, brotliBytes };
}

/** The plugin: runs once the build (public files included) is on disk. */
export const precompress = () =>
  afterBuild("forkful:precompress", async (outDir, context) => {
    const { files, bytesBefore, brotliBytes } = await precompressFolder(outDir);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
    context.info(`precompressed ${files} files: ${kb(bytesBefore)} → ${kb(brotliBytes)} as brotli`);
  });
