import type * as v from 'valibot';

/** Names one call in messages, e.g. `GET /api/taxonomy-prod/v1/categories/10051?depth=2`. */
export type CallName = string;

/** The server answered with a status outside 2xx. `body` is the parsed JSON answer, or its text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly request: Request,
    readonly call: CallName,
    options?: ErrorOptions,
  ) {
    super(`${call} answered ${status}${describeBody(body)}`, options);
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
