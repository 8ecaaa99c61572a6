/**
 * Error reporting (doc 1 §8 "Error reporting"): every error the shell catches (route errors, the error
 * boundaries, failed chunks, unhandled errors) is reported here, except those the spec says to ignore:
 * "409 errors and common HTTP-failure messages (unauthorised, not found, internal server error, conflict,
 * 30000 ms response timeout)". Those are answers the call layer and the pages already deal with; reporting
 * them would bury the errors nobody handles.
 */

/** doc 1 §8: a 409 is the server saying the shopper's view is out of date, not a fault. */
export const IGNORED_STATUSES: ReadonlySet<number> = new Set([409]);

/** doc 1 §8: the common HTTP-failure messages, compared without case and trailing punctuation. */
export const IGNORED_MESSAGES: ReadonlySet<string> = new Set([
  'unauthorised',
  'unauthorized',
  'not found',
  'internal server error',
  'conflict',
]);

/** doc 1 §8 "30000 ms response timeout" (doc 1 §7.1's 30 s limit), in the words HTTP clients use for it. */
const RESPONSE_TIMEOUT_MESSAGE = /\bresponse timeout of 30000 ?ms exceeded\b/i;

function normalised(message: string): string {
  return message
    .trim()
    .toLowerCase()
    .replace(/[.!\s]+$/, '');
}

function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' ? found : undefined;
}

function stringAt(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'string' ? found : undefined;
}

/** The HTTP status an error carries: an ApiError's `status`, or the `response.status` of ky's HTTPError. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return numberAt(error, 'status') ?? numberAt((error as { response?: unknown }).response, 'status');
}

/**
 * The reason phrases of the statuses whose messages doc 1 §8 lists. HTTP clients word a failed answer by
 * its status's reason phrase ('Not Found'); the shop's call layer words it its own way ('GET ... answered
 * 404'), so the phrase of the status counts as one of the error's messages.
 */
const REASON_PHRASES: Readonly<Record<number, string>> = {
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};

/**
 * The messages an error says: its own, the server's `{ message }` answer when it carries one, and the
 * reason phrase of its HTTP status.
 */
export function messagesOf(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (typeof error !== 'object' || error === null) return [];
  const status = statusOf(error);
  return [
    stringAt(error, 'message'),
    stringAt((error as { body?: unknown }).body, 'message'),
    status === undefined ? undefined : REASON_PHRASES[status],
  ].filter((message): message is string => message !== undefined);
}

/** Whether the spec says not to report this error. */
export function isIgnoredError(error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && IGNORED_STATUSES.has(status)) return true;
  return messagesOf(error).some(
    (message) => IGNORED_MESSAGES.has(normalised(message)) || RESPONSE_TIMEOUT_MESSAGE.test(message),
  );
}

/** What a report says, flat and serialisable, whatever was thrown. */
export interface ErrorReport {
  name: string;
  message: string;
  /** CSS_CHUNK_LOAD_FAILED, ... */
  code?: string;
  /** A chunk failure's type ('error', 'timeout', 'missing'). */
  type?: string;
  /** The address a failed chunk or call asked for. */
  request?: string;
  status?: number;
  /** Where it was caught ('route', 'main', 'app', 'chunk', 'unhandled', ...) and anything else known. */
  details?: Record<string, unknown>;
  /** The cause chain's reports, outermost first. */
  causes?: ErrorReport[];
}

function describe(error: unknown, depth = 0): ErrorReport {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: typeof error === 'string' ? error : String(error) };
  }
  const report: ErrorReport = { name: error.name, message: error.message };
  const code = stringAt(error, 'code');
  const type = stringAt(error, 'type');
  const request = stringAt(error, 'request');
  const status = statusOf(error);
  if (code !== undefined) report.code = code;
  if (type !== undefined) report.type = type;
  if (request !== undefined) report.request = request;
  if (status !== undefined) report.status = status;
  const { failures } = error as { failures?: unknown };
  // A failed module's attempts include its cause (the last one).
  const nested = Array.isArray(failures) ? failures : error.cause === undefined ? [] : [error.cause];
  if (nested.length > 0 && depth < 3) report.causes = nested.map((cause) => describe(cause, depth + 1));
  return report;
}

export function describeError(error: unknown, details?: Record<string, unknown>): ErrorReport {
  const report = describe(error);
  return details === undefined ? report : { ...report, details };
}

export interface ErrorReporter {
  /** Reports the error unless the spec says to ignore it; each error object is reported once. */
  report(error: unknown, details?: Record<string, unknown>): void;
}

export interface ErrorReporterOptions {
  /** Where reports go. The shop has no monitoring service yet: the browser console, as one line each. */
  send?: (report: ErrorReport) => void;
}

function sendToConsole(report: ErrorReport) {
  console.error(`[error report] ${report.name}: ${report.message}`, report);
}

export function createErrorReporter({ send = sendToConsole }: ErrorReporterOptions = {}): ErrorReporter {
  // The same error is often caught twice: by a route's boundary and by a listener further out.
  const reported = new WeakSet<object>();
  return {
    report(error, details) {
      if (isIgnoredError(error)) return;
      if (typeof error === 'object' && error !== null) {
        if (reported.has(error)) return;
        reported.add(error);
      }
      send(describeError(error, details));
    },
  };
}

/** The app's reporter. */
export const errorReporter = createErrorReporter();

export function reportError(error: unknown, details?: Record<string, unknown>): void {
  errorReporter.report(error, details);
}
