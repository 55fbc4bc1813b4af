import { CHUNK_LOAD_TIMEOUT_MS } from "@forkful/contracts/constants";
import type { ComponentType } from "react";
import type { LazyRouteFunction, RouteObject } from "react-router";

/** A route's script chunk did not load (network, a new deploy, or no answer within the chunk timeout). */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

const CHUNK_FAILURE = /dynamically imported module|module script failed|Unable to preload CSS|Loading chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));
}

/** Loads a page module with the chunk timeout of spec §9; any failure becomes a ChunkLoadError. */
export async function loadChunk<M>(load: () => Promise<M>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<M> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`The page did not load within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** A lazily loaded route page: `lazyPage(() => import("…/menu-page"), "MenuPage")`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  exportName: K,
): LazyRouteFunction<RouteObject> {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[exportName] as ComponentType };
  };
}
