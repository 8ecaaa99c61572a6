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
}

export interface GraphOptions<TSchema extends v.GenericSchema> {
  /** Names the operation in the `tag` query parameter, e.g. `getTrolley`. */
  tag: string;
  /** Parses the answer's `data`. */
  schema: TSchema;
  timeout?: number;
  signal?: AbortSignal;
}

/**
 * Runs on every answer before it is judged, and may answer instead (for example by retrying the
 * request). The status rules of doc 1 §4 "Authentication of calls" and §8 (401 refresh the session and
 * retry once, 403 logout handling, 503 wait for Retry-After up to 30 s) plug in here.
 */
export type ResponseRule = AfterResponseHook;

export type FetchLike = (request: Request, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** The session's bearer value; 'unauthenticated' until the shopper has a session. */
  getAccessToken?: () => string;
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

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    getAccessToken = () => ANONYMOUS_ACCESS_TOKEN,
    getBreadcrumb = () => globalThis.location?.pathname ?? '/',
    getFeatures = () => ENABLED_FEATURES,
    getGraphFlags = () => getFeatures().join(','),
    baseUrl = `${globalThis.location?.origin ?? 'http://localhost'}${API_PATH}`,
    env = DEFAULT_API_ENV,
    fetch: fetchImpl,
    responseRules = [],
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

    let response: Response;
    try {
      response = await api(path, request);
    } catch (error) {
      if (error instanceof HTTPError) {
        const body = await readBody(error.response).catch(() => undefined);
        const content = body?.isJson ? body.json : body?.text;
        throw new ApiError(error.response.status, content, error.request, name, { cause: error });
      }
      throw error;
    }
    return parseAnswer(name, options.schema, await readJson(name, response));
  }

  async function graph<TSchema extends v.GenericSchema>(
    query: string,
    variables: Readonly<Record<string, unknown>> | undefined,
    { tag, schema, timeout, signal }: GraphOptions<TSchema>,
  ): Promise<v.InferOutput<TSchema>> {
    const answer = await call({
      service: GRAPH_SERVICE,
      version: GRAPH_VERSION,
      endpoint: GRAPH_ENDPOINT,
      method: 'POST',
      searchParams: { tag },
      json: { query, variables: variables ?? {} },
      headers: { graphflags: getGraphFlags() },
      schema: graphAnswerSchema,
      timeout,
      signal,
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

/** The app's one call layer. */
export const { call, graph } = createApiClient();
