import type * as v from 'valibot';

/** Names one call in messages, e.g. `GET /api/taxonomy-prod/v1/categories/10051?depth=2`. */
export type CallName = string;

export interface ApiErrorOptions extends ErrorOptions {
  /** The answer's headers (Retry-After, ...). */
  headers?: Headers;
}

/** The server answered with a status outside 2xx. `body` is the parsed JSON answer, or its text. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly headers: Headers;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly request: Request,
    readonly call: CallName,
    options?: ApiErrorOptions,
  ) {
    super(`${call} answered ${status}${describeBody(body)}`, options);
    this.headers = options?.headers ?? new Headers();
  }

  /** The machine-readable `type` of the error answer (`{ message, type }`), if it has one. */
  get type(): string | undefined {
    const { body } = this;
    return typeof body === 'object' && body !== null && 'type' in body && typeof body.type === 'string'
      ? body.type
      : undefined;
  }
}

/** What doc 1 §8 says a 503 throws when the call layer will not wait for it. */
export const NO_RETRY_AFTER_MESSAGE = '503 with no retry-after returned';
export const RETRY_AFTER_TOO_LONG_MESSAGE = '503 with retry-after more than 30 seconds returned';

/** A 503 that the call layer did not wait for (doc 1 §8): no Retry-After, or one of more than 30 s. */
export class ServiceUnavailableError extends ApiError {
  override readonly name: string = 'ServiceUnavailableError';

  constructor(
    failure: ApiError,
    /** The wait the server asked for, or null when it gave none. */
    readonly retryAfterMs: number | null,
  ) {
    super(failure.status, failure.body, failure.request, failure.call, {
      cause: failure,
      headers: failure.headers,
    });
    this.message = retryAfterMs === null ? NO_RETRY_AFTER_MESSAGE : RETRY_AFTER_TOO_LONG_MESSAGE;
  }
}

/**
 * A call answered 401 and the session could not be refreshed; thrown instead of logging the shopper out
 * when the caller asked for it (doc 1 §4 "Authentication of calls").
 */
export class SessionRefreshError extends Error {
  override readonly name = 'SessionRefreshError';

  constructor(
    readonly call: CallName,
    options?: ErrorOptions,
  ) {
    super(`${call} answered 401 and the session could not be refreshed`, options);
  }
}

/** The answer did not have the shape the call's schema describes, or was not JSON at all. */
export class MalformedResponseError extends Error {
  override readonly name = 'MalformedResponseError';

  constructor(
    readonly call: CallName,
    readonly issues: readonly v.BaseIssue<unknown>[],
    reason = summariseIssues(issues),
  ) {
    super(`Malformed answer from ${call}: ${reason}`);
  }
}

export interface GraphErrorEntry {
  message: string;
  path?: readonly (string | number)[] | undefined;
  extensions?: Record<string, unknown> | undefined;
}

/** The graph endpoint answered with GraphQL `errors`. `data` is whatever partial data came with them. */
export class GraphError extends Error {
  override readonly name = 'GraphError';

  constructor(
    readonly call: CallName,
    readonly errors: readonly GraphErrorEntry[],
    readonly data: unknown,
  ) {
    super(`${call} answered with GraphQL errors: ${errors.map(describeGraphError).join('; ')}`);
  }
}

/** Client errors and malformed answers will not get better by asking again; anything else might. */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500 || error.status === 408 || error.status === 429;
  return !(error instanceof MalformedResponseError || error instanceof GraphError);
}

const MAX_LISTED_ISSUES = 5;

function summariseIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => {
    const path = issue.path?.map((item) => String(item.key)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = issues.length - listed.length;
  return listed.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

function describeBody(body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    if ('message' in body && typeof body.message === 'string') return `: ${body.message}`;
    if ('errors' in body && Array.isArray(body.errors) && typeof body.errors[0]?.message === 'string') {
      return `: ${body.errors[0].message}`;
    }
  }
  return '';
}

function describeGraphError(error: GraphErrorEntry): string {
  return error.path?.length ? `${error.message} (at ${error.path.join('.')})` : error.message;
}
