/**
 * Constants of the call layer (doc 1 §7.1 and §9). Pure values, shared by the browser and the server.
 */

/** Every call goes to `/api/{service}-{env}/v{version}/{endpoint}` (doc 1 §7.1, §9 "API path /api"). */
export const API_PATH = '/api';
export const DEFAULT_API_ENV = 'prod';

/** The default limits of a call: 45 s for the response and 45 s for the whole call (doc 1 §7.1). */
export const DEFAULT_TIMEOUT = { response: 45_000, deadline: 45_000 } as const;
/** The other named limits of doc 1 §7.1. */
export const MEDIUM_TIMEOUT_MS = 30_000;
export const SHORT_TIMEOUT_MS = 15_000;
export const LONG_TIMEOUT_MS = 1_500_000;

/** A call is retried once by default (doc 1 §7.1, §9); only idempotent methods are retried. */
export const CALL_RETRIES = 1;
/** The longest Retry-After the storefront waits for (doc 1 §8, §9). */
export const MAX_RETRY_AFTER_MS = 30_000;

/** Bearer value sent before the shopper has a session (doc 1 §3 Session: "unauthenticated by default"). */
export const ANONYMOUS_ACCESS_TOKEN = 'unauthenticated';

/** The graph endpoint: `POST /api/graphql-{env}/v1/graphql?tag={tag}` (doc 1 §7.1). */
export const GRAPH_SERVICE = 'graphql';
export const GRAPH_VERSION = 1;
export const GRAPH_ENDPOINT = 'graphql';
