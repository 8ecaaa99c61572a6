import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthRulesOptions, createAuthRules, retryAfterMs } from '../../../src/api/auth-rules.ts';
import { type ApiClientOptions, createApiClient } from '../../../src/api/client.ts';
import {
  ApiError,
  NO_RETRY_AFTER_MESSAGE,
  RETRY_AFTER_TOO_LONG_MESSAGE,
  ServiceUnavailableError,
  SessionRefreshError,
} from '../../../src/api/errors.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

const ORIGIN = 'https://shop.test';
const BASE = `${ORIGIN}/api`;
const anything = v.unknown();
const trolley = (endpoint = 'trolley') =>
  ({ service: 'trolley', version: 1, endpoint, schema: anything }) as const;

const bearer = (request: Request) => request.headers.get('authorization');

/** A shop whose session token can be renewed, with everything the rules do recorded. */
function shop(
  fetch: ApiClientOptions['fetch'],
  overrides: Partial<AuthRulesOptions> & { refresh?: () => Promise<void> } = {},
) {
  let token = 'old-token';
  const refreshSession = vi.fn(
    overrides.refresh ??
      (async () => {
        // The token exchange takes a while, so calls keep arriving while it runs.
        await new Promise((resolve) => setTimeout(resolve, 5));
        token = 'new-token';
      }),
  );
  const logOut = vi.fn();
  const showNetworkError = vi.fn();
  const report = vi.fn();
  const rules = createAuthRules({
    getAccessToken: () => token,
    refreshSession,
    logOut,
    showNetworkError,
    report,
    pageOrigin: ORIGIN,
    ...overrides,
  });
  const client = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => token, statusRules: rules });
  return {
    client,
    rules,
    refreshSession,
    logOut,
    showNetworkError,
    report,
    token: () => token,
    setToken: (value: string) => {
      token = value;
    },
  };
}

/** Answers 401 to the old token and 200 to the new one, naming the endpoint it answers. */
const tokenChecking = () =>
  fakeFetch((request) =>
    bearer(request) === 'Bearer new-token'
      ? jsonAnswer({ answered: new URL(request.url).pathname })
      : jsonAnswer({ type: 'UNAUTHORISED' }, { status: 401 }),
  );

afterEach(() => vi.useRealTimers());

describe('401: refresh the session, retry once (doc 1 §4 "Authentication of calls", §8)', () => {
  it('20 concurrent calls answered 401 share exactly one refresh, and each is retried once', async () => {
    const { fetch, sent } = tokenChecking();
    const { client, refreshSession, logOut, report } = shop(fetch);

    const endpoints = Array.from({ length: 20 }, (_, index) => `trolley/${index}`);
    const answers = await Promise.all(endpoints.map((endpoint) => client.call(trolley(endpoint))));

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(answers).toEqual(endpoints.map((endpoint) => ({ answered: `/api/trolley-prod/v1/${endpoint}` })));
    for (const endpoint of endpoints) {
      const attempts = sent.filter((request) => request.url.endsWith(`/${endpoint}`));
      expect(attempts.map((request) => request.headers.get('authorization'))).toEqual([
        'Bearer old-token',
        'Bearer new-token',
      ]);
    }
    expect(sent).toHaveLength(40);
    expect(logOut).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('shares the refresh also with 401s that arrive after it has finished', async () => {
    // An exchange that answers at once: most 401s arrive when the token is already new.
    const { fetch, sent } = tokenChecking();
    let shopToken: (token: string) => void = () => {};
    const { client, refreshSession, setToken } = shop(fetch, {
      refresh: async () => shopToken('new-token'),
    });
    shopToken = setToken;

    await Promise.all(Array.from({ length: 20 }, (_, index) => client.call(trolley(`t/${index}`))));

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(40);
  });

  it('retries a POST too, with its body, and does not refresh again when the retry is also refused', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({ type: 'UNAUTHORISED' }, { status: 401 }));
    const { client, refreshSession, logOut } = shop(fetch);

    const failure = await client
      .call({ ...trolley(), method: 'POST', json: { lineNumber: '123', quantity: 2 } })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(401);
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(sent.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(sent.map((request) => JSON.parse(request.body))).toEqual([
      { lineNumber: '123', quantity: 2 },
      { lineNumber: '123', quantity: 2 },
    ]);
    expect(logOut).not.toHaveBeenCalled();
  });

  it('a failed refresh logs the shopper out exactly once, however many calls were waiting on it', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({ type: 'UNAUTHORISED' }, { status: 401 }));
    const { client, refreshSession, logOut, report } = shop(fetch, {
      refresh: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        throw new ApiError(401, { type: 'SESSION_EXPIRED' }, new Request(`${BASE}/token`), 'POST token');
      },
    });

    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) => client.call(trolley(`t/${index}`))),
    );

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(logOut).toHaveBeenCalledWith('refresh failed');
    expect(outcomes.every((outcome) => outcome.status === 'rejected')).toBe(true);
    expect(outcomes.map((outcome) => outcome.status === 'rejected' && outcome.reason.status)).toEqual(
      Array(20).fill(401),
    );
    expect(sent, 'nothing is sent again').toHaveLength(20);
    expect(report, '401 is not logged as an HTTP error').not.toHaveBeenCalled();
  });

  it('a failed refresh throws instead when the caller asked for that, without logging out', async () => {
    const cause = new Error('token service down');
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 401 }));
    const { client, logOut } = shop(fetch, { refresh: async () => Promise.reject(cause) });

    const failure = await client
      .call({ ...trolley(), throwOnRefreshFailure: true })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(SessionRefreshError);
    expect((failure as SessionRefreshError).message).toBe(
      'GET /api/trolley-prod/v1/trolley answered 401 and the session could not be refreshed',
    );
    expect((failure as SessionRefreshError).cause).toBe(cause);
    expect(logOut).not.toHaveBeenCalled();
  });

  it('a later 401, after a failed refresh has finished, tries a new refresh', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 401 }));
    const { client, refreshSession, logOut } = shop(fetch, {
      refresh: async () => Promise.reject(new Error()),
    });

    await client.call(trolley()).catch(() => {});
    await client.call(trolley()).catch(() => {});

    expect(refreshSession).toHaveBeenCalledTimes(2);
    expect(logOut).toHaveBeenCalledTimes(2);
  });

  it('is left to callers that handle 401 themselves', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 401 }));
    const { client, refreshSession } = shop(fetch);
    await expect(client.call({ ...trolley(), handleStatuses: [401] })).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
  });

  it('never applies to the token service’s own calls', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ type: 'INVALID_CREDENTIALS' }, { status: 401 }));
    const { client, refreshSession, logOut, report } = shop(fetch);
    await expect(
      client.call({
        service: 'token-client',
        version: 1,
        endpoint: 'auth',
        method: 'POST',
        schema: anything,
        withoutStatusRules: true,
      }),
    ).rejects.toMatchObject({ status: 401 });
    expect(refreshSession).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('403: logout handling (doc 1 §4, §8)', () => {
  it('logs the shopper out and fails the call', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ type: 'FORBIDDEN' }, { status: 403 }));
    const { client, logOut, report, refreshSession } = shop(fetch);
    await expect(client.call(trolley())).rejects.toMatchObject({ status: 403 });
    expect(logOut).toHaveBeenCalledExactlyOnceWith('forbidden');
    expect(refreshSession).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith('HTTP error', expect.objectContaining({ status: 403 }));
  });

  it('is left to callers that handle 403 themselves', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 403 }));
    const { client, logOut, report } = shop(fetch);
    await expect(client.call({ ...trolley(), handleStatuses: [403, 404] })).rejects.toMatchObject({
      status: 403,
    });
    expect(logOut).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });
});

describe('503: Retry-After (doc 1 §4, §8, §9)', () => {
  const unavailable = (retryAfter?: string) =>
    jsonAnswer(
      { message: 'Down for maintenance', type: 'UNAVAILABLE' },
      { status: 503, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter } },
    );

  it('Retry-After 2: waits at least 2 seconds, then sends the call again', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(unavailable('2'), jsonAnswer({ ok: true }));
    const { client, showNetworkError } = shop(fetch);

    let answer: unknown;
    const call = client.call(trolley()).then((value) => {
      answer = value;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetch, 'not sent again before 2 s').toHaveBeenCalledTimes(1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(answer).toEqual({ ok: true });
    expect(showNetworkError).not.toHaveBeenCalled();
  });

  it('waits what the header says, through the injected sleep', async () => {
    const sleep = vi.fn(async () => {});
    const { fetch } = fakeFetch(unavailable('2'), jsonAnswer({ ok: true }));
    const { client } = shop(fetch, { sleep });
    await expect(client.call(trolley())).resolves.toEqual({ ok: true });
    expect(sleep).toHaveBeenCalledExactlyOnceWith(2_000, undefined);
  });

  it('30 seconds is still waited for', async () => {
    const sleep = vi.fn(async () => {});
    const { fetch } = fakeFetch(unavailable('30'), jsonAnswer({ ok: true }));
    await expect(shop(fetch, { sleep }).client.call(trolley())).resolves.toEqual({ ok: true });
    expect(sleep).toHaveBeenCalledWith(30_000, undefined);
  });

  it('more than 30 seconds throws "503 with retry-after more than 30 seconds returned"', async () => {
    const sleep = vi.fn(async () => {});
    const { fetch } = fakeFetch(unavailable('31'));
    const { client, showNetworkError, report } = shop(fetch, { sleep });

    const failure = await client.call(trolley()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect((failure as Error).message).toBe('503 with retry-after more than 30 seconds returned');
    expect((failure as Error).message).toBe(RETRY_AFTER_TOO_LONG_MESSAGE);
    expect((failure as ServiceUnavailableError).retryAfterMs).toBe(31_000);
    expect((failure as ServiceUnavailableError).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(showNetworkError).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith('HTTP error', expect.objectContaining({ status: 503 }));
  });

  it('none throws "503 with no retry-after returned" and shows the network error modal', async () => {
    const { fetch } = fakeFetch(unavailable());
    const { client, showNetworkError } = shop(fetch);

    const failure = await client.call(trolley()).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect((failure as Error).message).toBe('503 with no retry-after returned');
    expect((failure as Error).message).toBe(NO_RETRY_AFTER_MESSAGE);
    expect(showNetworkError).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('a second 503 after the wait fails the call', async () => {
    const sleep = vi.fn(async () => {});
    const { fetch } = fakeFetch(unavailable('1'));
    await expect(shop(fetch, { sleep }).client.call(trolley())).rejects.toMatchObject({ status: 503 });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledTimes(1);
  });

  it('is left to callers that handle 503 themselves', async () => {
    const { fetch } = fakeFetch(unavailable());
    const { client, showNetworkError } = shop(fetch);
    const failure = await client
      .call({ ...trolley(), handleStatuses: [503] })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).not.toBeInstanceOf(ServiceUnavailableError);
    expect(showNetworkError).not.toHaveBeenCalled();
  });

  it.each([
    ['2', 2_000],
    ['0', 0],
    ['1.5', 1_500],
    [' 10 ', 10_000],
    ['Thu, 01 Jan 2026 00:00:05 GMT', 5_000],
    ['Wed, 31 Dec 2025 23:59:00 GMT', 0],
    ['soon', null],
    ['', null],
    [null, null],
  ])('Retry-After %j is %s ms', (header, ms) => {
    expect(retryAfterMs(header, Date.parse('2026-01-01T00:00:00Z'))).toBe(ms);
  });
});

describe('logging (doc 1 §8 "Other statuses except 401 and 409")', () => {
  it.each([400, 404, 410, 422, 500, 502])('a %i is logged as "HTTP error"', async (status) => {
    const { fetch } = fakeFetch(jsonAnswer({ message: 'Nope' }, { status }));
    const { client, report } = shop(fetch);
    await expect(client.call({ ...trolley(), retry: 0 })).rejects.toMatchObject({ status });
    expect(report).toHaveBeenCalledExactlyOnceWith('HTTP error', {
      call: 'GET /api/trolley-prod/v1/trolley',
      status,
      error: expect.any(ApiError),
    });
  });

  it('a 409 is not logged', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ type: 'CONFLICT' }, { status: 409 }));
    const { client, report, logOut } = shop(fetch);
    await expect(client.call(trolley())).rejects.toMatchObject({ status: 409 });
    expect(report).not.toHaveBeenCalled();
    expect(logOut).not.toHaveBeenCalled();
  });

  it('a status the caller handles is not logged', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 404 }));
    const { client, report } = shop(fetch);
    await expect(client.call({ ...trolley(), handleStatuses: [404] })).rejects.toMatchObject({ status: 404 });
    expect(report).not.toHaveBeenCalled();
  });
});

describe('calls that get no answer (doc 1 §8)', () => {
  const refused = () =>
    fakeFetch(() => {
      throw new TypeError('Failed to fetch');
    });

  it('a cross-domain failure with no status is ignored', async () => {
    const { fetch } = refused();
    const { rules, showNetworkError, report } = shop(fetch, { pageOrigin: 'https://www.shop.test' });
    const client = createApiClient({ baseUrl: 'https://ads.example.com/api', fetch, statusRules: rules });
    await expect(client.call({ ...trolley(), retry: 0 })).rejects.toBeInstanceOf(TypeError);
    expect(showNetworkError).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
  });

  it('a failure of our own API is a network error: logged, with the network error modal', async () => {
    const { fetch } = refused();
    const { client, showNetworkError, report } = shop(fetch);
    await expect(client.call({ ...trolley(), retry: 0 })).rejects.toBeInstanceOf(TypeError);
    expect(showNetworkError).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(
      'Network error',
      expect.objectContaining({ url: `${BASE}/trolley-prod/v1/trolley` }),
    );
  });

  it('a call the caller aborted is not a network error', async () => {
    const { fetch } = fakeFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(request.signal.reason));
        }),
    );
    const { client, showNetworkError } = shop(fetch);
    const controller = new AbortController();
    const call = client.call({ ...trolley(), signal: controller.signal });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect(showNetworkError).not.toHaveBeenCalled();
  });
});

describe('waiting for the session (doc 1 §4 Startup)', () => {
  it('calls that need the session wait for it; public catalogue calls go at once', async () => {
    let started: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    const client = createApiClient({ baseUrl: BASE, fetch, waitForSession: () => ready });

    const trolleyCall = client.call(trolley());
    const taxonomyCall = client.call({
      service: 'taxonomy',
      version: 1,
      endpoint: 'categories/10051',
      schema: anything,
    });
    const flagsCall = client.call({ ...trolley('flags'), needsSession: false });
    await taxonomyCall;
    await flagsCall;
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/taxonomy-prod/v1/categories/10051',
      '/api/trolley-prod/v1/flags',
    ]);

    started();
    await trolleyCall;
    expect(sent.at(-1)?.url).toBe(`${BASE}/trolley-prod/v1/trolley`);
  });

  it('new calls wait for a refresh under way instead of meeting a 401 of their own', async () => {
    const { fetch, sent } = tokenChecking();
    const { rules, refreshSession, token } = shop(fetch);
    const client = createApiClient({
      baseUrl: BASE,
      fetch,
      getAccessToken: token,
      waitForSession: () => rules.whenRefreshed(),
      statusRules: rules,
    });

    const first = client.call(trolley('first'));
    await vi.waitFor(() => expect(refreshSession).toHaveBeenCalled());
    const second = client.call(trolley('second'));
    await Promise.all([first, second]);

    const secondAttempts = sent.filter((request) => request.url.endsWith('/second'));
    expect(secondAttempts.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer new-token',
    ]);
  });
});

describe('graph calls follow the same rules', () => {
  it('a 401 refreshes and retries; handleStatuses passes through', async () => {
    const { fetch } = fakeFetch((request) =>
      bearer(request) === 'Bearer new-token'
        ? jsonAnswer({ data: { getTrolley: { id: 't' } } })
        : jsonAnswer({}, { status: 401 }),
    );
    const { client, refreshSession } = shop(fetch);
    await expect(
      client.graph('query { getTrolley { id } }', {}, { tag: 'getTrolley', schema: anything }),
    ).resolves.toEqual({
      getTrolley: { id: 't' },
    });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('a status the graph caller handles reaches it untouched', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 403 }));
    const { client, logOut } = shop(fetch);
    await expect(
      client.graph('{ a }', {}, { tag: 'a', schema: anything, handleStatuses: [403] }),
    ).rejects.toMatchObject({ status: 403 });
    expect(logOut).not.toHaveBeenCalled();
  });
});
