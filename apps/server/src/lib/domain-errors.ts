/**
 * Typed domain errors: thrown anywhere, mapped to HTTP once in plugins/error-handler.ts. Each carries a refusal code
 * from contracts: the refusal's own (`new ConflictError(REFUSALS.TAB_CLOSED)`), or, for a bare text nothing reacts to
 * specifically, its status's generic one (NOT_FOUND, CONFLICT…).
 */
import { genericRefusalCode, type Refusal, type RefusalCode } from "@forkful/contracts/refusals";

/** What a domain error is made of: a refusal from contracts, or a text that takes its status's generic code. */
export type RefusalOrText = Refusal | string;

export class DomainError extends Error {
  readonly code: RefusalCode | undefined;

  constructor(
    readonly statusCode: number,
    refusal: RefusalOrText,
  ) {
    super(typeof refusal === "string" ? refusal : refusal.message);
    this.name = new.target.name;
    this.code = typeof refusal === "string" ? genericRefusalCode(statusCode) : refusal.code;
  }
}

export class BadRequestError extends DomainError {
  constructor(refusal: RefusalOrText) {
    super(400, refusal);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(refusal: RefusalOrText = "Sign in to continue") {
    super(401, refusal);
  }
}

export class ForbiddenError extends DomainError {
  constructor(refusal: RefusalOrText = "You may not act on this") {
    super(403, refusal);
  }
}

export class NotFoundError extends DomainError {
  constructor(refusal: RefusalOrText) {
    super(404, refusal);
  }
}

export class ConflictError extends DomainError {
  constructor(refusal: RefusalOrText) {
    super(409, refusal);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    refusal: RefusalOrText,
    /** Sent as Retry-After when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, refusal);
  }
}

/** The code of a refusal thrown by a domain error (undefined for anything else): what a module reacts to. */
export const refusalCodeOf = (error: unknown): RefusalCode | undefined => (error instanceof DomainError ? error.code : undefined);
