/** Typed domain errors: thrown anywhere, mapped to HTTP once in plugins/error-handler.ts. */
export class DomainError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A stable refusal code from contracts, sent with the message where the client must act on which refusal it is. */
    readonly code?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends DomainError {
  constructor(message: string, code?: string) {
    super(400, message, code);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = "Sign in to continue") {
    super(401, message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "You may not act on this", code?: string) {
    super(403, message, code);
  }
}

export class NotFoundError extends DomainError {
  constructor(message: string, code?: string) {
    super(404, message, code);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequestsError extends DomainError {
  constructor(
    message: string,
    /** Sent as Retry-After when known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}
