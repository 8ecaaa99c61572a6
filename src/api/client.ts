import ky, { type AfterResponseHook, HTTPError, type Options as KyOptions, type RetryOptions } from 'ky';
import * as v from 'valibot';
import {
  ANONYMOUS_ACCESS_TOKEN,
  API_PATH,
  CALL_RETRIES,
  DEFAULT_API_ENV,
  DEFAULT_TIMEOUT,
  GRAPH_ENDPOINT,
  GRAPH_SERVICE,
  GRAPH_VERSION,
  MAX_RETRY_AFTER_MS,
} from '../domain/calls.ts';
import { ENABLED_FEATURES } from '../domain/flags.ts';
import { maskSensitiveQuery } from '../domain/log-masking.ts';
import { ApiError, type CallName, GraphError, MalformedResponseError } from './errors.ts';
import { withoutNullish } from './payload.ts';

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type SearchParamValue = string | number | boolean | null | undefined;

/** One REST call: `{method} /api/{service}-{env}/v{version}/{endpoint}?{searchParams}` with a JSON body. */
export interface CallOptions<TSchema extends v.GenericSchema> {
  service: string;
  version: number;
  /** Below the version, without a leading slash; callers encode the ids they put in it. */
  endpoint: string;
  method?: HttpMethod;
  /** Null and undefined values are left out. */
  searchParams?: Readonly<Record<string, SearchParamValue>>;
  /** Sent as JSON with null and undefined values removed (doc 1 §5). A GET or HEAD cannot carry one. */
  json?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Every answer is parsed with it; an answer that does not fit is a MalformedResponseError. */
  schema: TSchema;
  /** Milliseconds; one of the named limits of `src/domain/calls.ts`. */
  timeout?: number;
  /** Retries for idempotent methods; non-idempotent methods are never retried. */
  retry?: number;
  signal?: AbortSignal;
  /** The browser finishes the call even when the page is left meanwhile (a post made just before leaving). */
  keepalive?: boolean;
  /**
   * Statuses this caller handles itself (doc 1 §8): they reach it as an ApiError, untouched by the status
   * rules (no refresh on 401, no logout on 403, no waiting on 503, nothing logged).
   */
  handleStatuses?: readonly number[];
  /**
   * When a 401 cannot be mended by refreshing the session, reject with a SessionRefreshError instead of
   * logging the shopper out (doc 1 §4 "Authentication of calls").
   */
  throwOnRefreshFailure?: boolean;
  /**
   * Whether the call waits for the shopper's session to have started, so that its token says who is asking
   * (doc 1 §4 Startup). Default: true, except for the public services in PUBLIC_SERVICES, which answer
   * everyone alike and must not hold a page back.
   */
  needsSession?: boolean;
  /**
   * For the token service's own calls (src/api/session.ts): none of the status rules apply. Their 401 and
   * 403 mean wrong credentials or a stale csrf value, and a refresh must never try to refresh itself.
   */
  withoutStatusRules?: boolean;
}

/** What a graph call may say about how its failures are handled; see CallOptions. */
export type GraphCallBehaviour = Pick<
  CallOptions<v.GenericSchema>,
  'handleStatuses' | 'throwOnRefreshFailure' | 'needsSession'
>;

export interface GraphOptions<TSchema extends v.GenericSchema> extends GraphCallBehaviour {
  /** Names the operation in the `tag` query parameter, e.g. `getTrolley`. */
  tag: string;
  /** Parses the answer's `data`. */
  schema: TSchema;
  timeout?: number;
  signal?: AbortSignal;
  /** Headers of this call besides the common ones, e.g. the trolley page's `experience` (doc 2 §7). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Services whose answers are the same for every shopper: their calls go at once, without waiting for the
 * session to start (the home page's taxonomy must not wait for the token service).
 */
export const PUBLIC_SERVICES: ReadonlySet<string> = new Set(['taxonomy', 'images', 'health', 'branches']);

/** A call that was answered outside 2xx and that its caller does not handle itself. */
export interface FailedCall {
  /** What the call rejects with unless a rule sends it again or throws something better. */
  error: ApiError;
  /** The request as sent: its Authorization header says which token it carried. */
  request: Request;
  /** When it was sent (`performance.now()`), to tell the calls a refresh answers from later ones. */
  sentAt: number;
  /** How many times the rules have already sent this call again after this same status. */
  resent: number;
  throwOnRefreshFailure: boolean;
  signal: AbortSignal | undefined;
}

/**
 * The status rules of doc 1 §4 "Authentication of calls" and §8 (401 refresh and retry once, 403 logout
 * handling, 503 Retry-After, logging), supplied by `src/api/auth-rules.ts`.
 */
export interface StatusRules {
  /**
   * Decides what a failed call does: 'resend' sends it again (with the token of that moment), 'fail' rejects
   * with `failure.error`. May also throw a more telling error.
   */
  onFailedAnswer(failure: FailedCall): Promise<'resend' | 'fail'>;
  /** The call got no answer at all (the network failed, or another domain refused it). It rejects either way. */
  onNoAnswer?(error: unknown, url: string): void;
}

/**
 * Runs on every answer (each attempt) before it is judged, and may answer instead: ky's `afterResponse`
 * hook, for things like reading a response header. The rules about failed calls are StatusRules, which run
 * once per failed call, after ky's own retries.
 */
export type ResponseRule = AfterResponseHook;

export type FetchLike = (request: Request, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The session's bearer value; 'unauthenticated' until the shopper has a session. */
  getAccessToken?: () => string;
  /**
   * Resolves when a call that needs the session may be sent: the session has started and no refresh is under
   * way. Calls with `needsSession: false` never wait.
   */
  waitForSession?: () => Promise<void> | void;
  /** What happens to failed answers (doc 1 §4, §8). None by default: every failure is an ApiError. */
  statusRules?: StatusRules;
  /** The breadcrumb header: the current path (doc 1 §7.1). */
  getBreadcrumb?: () => string;
  /** The features header: the flags that are on (doc 1 §9), comma-joined. */
  getFeatures?: () => readonly string[];
  /** The graphflags header of graph calls. */
  getGraphFlags?: () => string;
  /** Absolute URL of the API root; defaults to `/api` on the page's origin. */
  baseUrl?: string;
  /** The `{env}` of `/{service}-{env}/`. */
  env?: string;
  /** Defaults to the global fetch, looked up on each call. */
  fetch?: FetchLike;
  /** Response rules (doc 1 §4, §8), in order. None by default. */
  responseRules?: readonly ResponseRule[];
}

export interface ApiClient {
  call<TSchema extends v.GenericSchema>(options: CallOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  graph<TSchema extends v.GenericSchema>(
    query: string,
    variables: Readonly<Record<string, unknown>> | undefined,
    options: GraphOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>>;
}

const RETRY: RetryOptions = {
  limit: CALL_RETRIES,
  methods: ['get', 'head', 'options', 'put', 'delete'],
  // 503 is left to the response rules, which honour Retry-After as doc 1 §8 says.
  statusCodes: [408, 429, 500, 502, 504],
  afterStatusCodes: [429],
  maxRetryAfter: MAX_RETRY_AFTER_MS,
};

const graphAnswerSchema = v.object({
  data: v.optional(v.unknown()),
  errors: v.optional(
    v.array(
      v.object({
        message: v.string(),
        path: v.optional(v.array(v.union([v.string(), v.number()]))),
        extensions: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
  ),
});

/** The page's address; none outside a browser (the server's tests drive the call layer in node). */
const pageLocation = () => (globalThis as { location?: { pathname: string; origin: string } }).location;

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    getAccessToken = () => ANONYMOUS_ACCESS_TOKEN,
    getBreadcrumb = () => pageLocation()?.pathname ?? '/',
    getFeatures = () => ENABLED_FEATURES,
    getGraphFlags = () => getFeatures().join(','),
    baseUrl = `${pageLocation()?.origin ?? 'http://localhost'}${API_PATH}`,
    env = DEFAULT_API_ENV,
    fetch: fetchImpl,
    responseRules = [],
    waitForSession,
    statusRules,
  } = options;

  const api = ky.create({
    prefixUrl: baseUrl,
    credentials: 'include',
    headers: { accept: 'application/json' },
    // ky's timeout runs until the answer's headers arrive; the default response and deadline limits
    // are the same 45 s (doc 1 §7.1), so one number serves both.
    timeout: DEFAULT_TIMEOUT.deadline,
    retry: RETRY,
    ...(fetchImpl && { fetch: (input, init) => fetchImpl(input as Request, init) }),
    hooks: {
      // Set on every attempt, so a retry carries the token and path of the moment it is sent.
      beforeRequest: [
        (request) => {
          request.headers.set('Authorization', `Bearer ${getAccessToken()}`);
          request.headers.set('breadcrumb', getBreadcrumb());
          request.headers.set('features', getFeatures().join(','));
        },
      ],
      afterResponse: [...responseRules],
    },
  });

  async function call<TSchema extends v.GenericSchema>(
    options: CallOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    const method = options.method ?? 'GET';
    const path = `${options.service}-${env}/v${options.version}/${options.endpoint}`;
    const searchParams = toSearchParams(options.searchParams);
    const name = callName(method, path, searchParams);
    if ((method === 'GET' || method === 'HEAD') && options.json !== undefined) {
      throw new TypeError(`${name} cannot carry a body`);
    }

    const request: KyOptions = { method };
    if (searchParams) request.searchParams = searchParams;
    if (options.json !== undefined) request.json = withoutNullish(options.json);
    if (options.headers) request.headers = options.headers;
    if (options.timeout !== undefined) request.timeout = options.timeout;
    if (options.retry !== undefined) request.retry = { ...RETRY, limit: options.retry };
    if (options.signal) request.signal = options.signal;
    if (options.keepalive) request.keepalive = true;

    const rules = options.withoutStatusRules ? undefined : statusRules;
    const needsSession = options.needsSession ?? !PUBLIC_SERVICES.has(options.service);
    if (needsSession) await waitForSession?.();

    const resent = new Map<number, number>();
    for (;;) {
      const sentAt = performance.now();
      let response: Response;
      try {
        response = await api(path, request);
      } catch (error) {
        if (!(error instanceof HTTPError)) {
          rules?.onNoAnswer?.(error, `${baseUrl}/${path}`);
          throw error;
        }
        const failure = await toApiError(error, name);
        if (!rules || options.handleStatuses?.includes(failure.status)) throw failure;
        const decision = await rules.onFailedAnswer({
          error: failure,
          request: error.request,
          sentAt,
          resent: resent.get(failure.status) ?? 0,
          throwOnRefreshFailure: options.throwOnRefreshFailure ?? false,
          signal: options.signal,
        });
        if (decision === 'fail') throw failure;
        resent.set(failure.status, (resent.get(failure.status) ?? 0) + 1);
        continue;
      }
      return parseAnswer(name, options.schema, await readJson(name, response));
    }
  }

  async function graph<TSchema extends v.GenericSchema>(
    query: string,
    variables: Readonly<Record<string, unknown>> | undefined,
    { tag, schema, timeout, signal, headers, ...behaviour }: GraphOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    const answer = await call({
      service: GRAPH_SERVICE,
      version: GRAPH_VERSION,
      endpoint: GRAPH_ENDPOINT,
      method: 'POST',
      searchParams: { tag },
      json: { query, variables: variables ?? {} },
      headers: { ...headers, graphflags: getGraphFlags() },
      schema: graphAnswerSchema,
      timeout,
      signal,
      ...behaviour,
    });
    const name = `graph ${tag}`;
    if (answer.errors?.length) throw new GraphError(name, answer.errors, answer.data);
    return parseAnswer(name, schema, answer.data);
  }

  return { call, graph };
}

/** The query string without its `?`, leaving out null and undefined values. */
function toSearchParams(params: CallOptions<v.GenericSchema>['searchParams']): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== null && value !== undefined) out.set(key, String(value));
  }
  return out.toString();
}

function callName(method: string, path: string, searchParams: string): CallName {
  return maskSensitiveQuery(`${method} ${API_PATH}/${path}${searchParams ? `?${searchParams}` : ''}`);
}

async function toApiError(error: HTTPError, name: CallName): Promise<ApiError> {
  const body = await readBody(error.response).catch(() => undefined);
  const content = body?.isJson ? body.json : body?.text;
  return new ApiError(error.response.status, content, error.request, name, {
    cause: error,
    headers: error.response.headers,
  });
}

type Body = { isJson: true; json: unknown } | { isJson: false; text: string };

/** An empty body reads as JSON `undefined`, so a call whose schema allows it may answer nothing (204). */
async function readBody(response: Response): Promise<Body> {
  const text = await response.text();
  if (text === '') return { isJson: true, json: undefined };
  try {
    return { isJson: true, json: JSON.parse(text) };
  } catch {
    return { isJson: false, text };
  }
}

async function readJson(name: CallName, response: Response): Promise<unknown> {
  const body = await readBody(response);
  if (!body.isJson) throw new MalformedResponseError(name, [], 'the answer is not JSON');
  return body.json;
}

function parseAnswer<TSchema extends v.GenericSchema>(
  name: CallName,
  schema: TSchema,
  answer: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, answer);
  if (!result.success) throw new MalformedResponseError(name, result.issues);
  return result.output;
}

/** What the app's session gives the call layer (the shop's door and session wire it once, at start: src/shop). */
export type SessionConnection = Pick<ApiClientOptions, 'getAccessToken' | 'waitForSession' | 'statusRules'>;

let connected: SessionConnection = {};

/**
 * Connects the app's call layer to the shopper's session: its token, its readiness and the status rules.
 * Until then calls go unauthenticated and failures are plain ApiErrors. Returns the disconnection.
 */
export function connectSession(connection: SessionConnection): () => void {
  connected = connection;
  return () => {
    if (connected === connection) connected = {};
  };
}

let transport: FetchLike | undefined;

/**
 * Where the app's calls are answered instead of the network: the server, rendering a catalogue page
 * (src/app/server-render.tsx), answers them itself. Unset, calls go to the network.
 */
export function setCallTransport(fetch: FetchLike | undefined): void {
  transport = fetch;
}

/** The app's one call layer. */
export const appClient: ApiClient = createApiClient({
  fetch: (request, init) => (transport ?? fetch)(request, init),
  getAccessToken: () => connected.getAccessToken?.() ?? ANONYMOUS_ACCESS_TOKEN,
  waitForSession: () => connected.waitForSession?.(),
  statusRules: {
    onFailedAnswer: async (failure) => connected.statusRules?.onFailedAnswer(failure) ?? 'fail',
    onNoAnswer: (error, url) => connected.statusRules?.onNoAnswer?.(error, url),
  },
});

export const { call, graph } = appClient;
