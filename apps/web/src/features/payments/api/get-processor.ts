import { processorAnswerSchema } from "@forkful/contracts/payments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest, unwrap } from "../../../shared/api/api-client";

export type Processor = z.infer<typeof processorAnswerSchema>;

/** GET /payment/processor (JSON): the card processor and its hosted card form, for a form shown before a transaction. */
export async function getProcessor(signal?: AbortSignal): Promise<Processor> {
  return unwrap(await apiRequest({ method: "GET", path: "/payment/processor", schema: processorAnswerSchema, encoded: false, signal }));
}

export function processorQueryOptions() {
  return queryOptions({
    queryKey: ["payment-processor"],
    queryFn: ({ signal }) => getProcessor(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProcessor(enabled = true) {
  return useQuery({ ...processorQueryOptions(), enabled });
}
