/**
 * What every partner adapter does around one call: send it, read a 2xx answer with the partner's schema, and turn
 * anything else (a 4xx, a 5xx, an unreadable body, no answer at all) into a reason in the partner's own words.
 */
import type { z } from "zod";
import type { QuoteRequest } from "./delivery-partner";
import type { PartnerRequest, PartnerResponse, PartnerTransport } from "./partner-kit";

export type PartnerAnswer<T> = { ok: true; body: T } | { ok: false; status: number; reason: string };

export interface PartnerCalls {
  /** The partner's name, for reasons. */
  name: string;
  /** The message in the partner's error body, if it has one. */
  errorMessage(body: unknown): string | null;
}

export async function callPartner<T extends z.ZodType>(
  transport: PartnerTransport,
  partner: PartnerCalls,
  request: PartnerRequest,
  schema: T,
): Promise<PartnerAnswer<z.output<T>>> {
  let response: PartnerResponse;
  try {
    response = await transport(request);
  } catch (error) {
    return { ok: false, status: 0, reason: `${partner.name} could not be reached: ${(error as Error).message}` };
  }
  if (response.status >= 200 && response.status < 300) {
    const parsed = schema.safeParse(response.body);
    if (parsed.success) return { ok: true, body: parsed.data };
    return { ok: false, status: response.status, reason: `${partner.name}'s answer could not be read` };
  }
  const reason = partner.errorMessage(response.body) ?? `${partner.name} answered ${response.status}`;
  return { ok: false, status: response.status, reason };
}

/** An ISO instant from a partner, or null when it is missing or not a time. */
export function instantOf(iso: string | null | undefined): Date | null {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** The last quotes a partner without a quote-to-accept step was asked for, kept until accepted (each once). */
export class QuotedRequests {
  readonly #requests = new Map<string, QuoteRequest>();
  readonly #keep: number;
  constructor(keep = 1_000) {
    this.#keep = keep;
  }

  remember(id: string, request: QuoteRequest): string {
    this.#requests.set(id, request);
    // A cart's quote is never accepted; the oldest are let go.
    for (const oldest of this.#requests.keys()) {
      if (this.#requests.size <= this.#keep) break;
      this.#requests.delete(oldest);
    }
    return id;
  }

  /** The request quoted under `id`, once. */
  take(id: string): QuoteRequest | null {
    const request = this.#requests.get(id) ?? null;
    this.#requests.delete(id);
    return request;
  }
}

/** A sandbox's reading of an id in a path; null when the escape is malformed (the partner would answer 404). */
export function pathSegment(encoded: string): string | null {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}
