import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a caller may add to a write call's `useMutation` hook (callbacks, retry…); the hook keeps its own `mutationFn`
 * and cache updates, then runs the caller's `onSuccess`.
 */
// biome-ignore lint/suspicious/noExplicitAny: any call's input and answer
export type MutationConfig<Fn extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
  "mutationFn"
>;
