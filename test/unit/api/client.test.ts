import { TimeoutError } from 'ky';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ResponseRule } from '../../../src/api/client.ts';
import { ApiError, GraphError, MalformedResponseError } from '../../../src/api/errors.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';

const BASE = 'https://shop.test/api';
const anything = v.unknown();
const get = { service: 'taxonomy', version: 1, endpoint: 'categories/10051', schema: anything } as const;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('headers (doc 1 §7.1)', () => {
  it('sends the bearer token, the current path as breadcrumb and the flags that are on', async () => {
    window.history.replaceState(null, '', '/ecom/shop/browse/groceries?sortBy=A_2_Z');
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    const client = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => 'jwt-123' });

    await client.call(get);

    const headers = sent[0]?.headers;
    expect(headers?.get('authorization')).toBe('Bearer jwt-123');
    expect(headers?.get('breadcrumb')).toBe('/ecom/shop/browse/groceries');
    expect(headers?.get('features')).toBe(
      'deliveryPass,loyalty_competitions,manualAddressFormOnly,multisearch,savePaymentCard,searchHistory',
    );
    expect(headers?.get('accept')).toBe('application/json');
  });

  it('asks the browser to finish a keepalive call when the page is left (the ad-tracking post)', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await client.call({ ...get, method: 'POST', json: {}, keepalive: true });
    await client.call(get);
    expect(sent.map((request) => request.keepalive)).toEqual([true, false]);
  });

  it('is unauthenticated until there is a session', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    await createApiClient({ baseUrl: BASE, fetch }).call(get);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer unauthenticated');
  });

  it('reads the token afresh for every call', async () => {
    let token = 'first';
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    const client = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => token });
    await client.call(get);
    token = 'second';
    await client.call(get);
    expect(sent.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer first',
      'Bearer second',
    ]);
  });

  it('adds the caller’s own headers', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    await createApiClient({ baseUrl: BASE, fetch }).call({
      ...get,
      headers: { experience: 'chosen-for-you' },
    });
    expect(sent[0]?.headers.get('experience')).toBe('chosen-for-you');
  });
});

describe('URL shape /api/{service}-{env}/v{version}/{endpoint} (doc 1 §7.1)', () => {
  it.each([
    [{}, { ...get, searchParams: { depth: 2 } }, `${BASE}/taxonomy-prod/v1/categories/10051?depth=2`],
    [{ env: 'qa' }, { ...get, version: 2 }, `${BASE}/taxonomy-qa/v2/categories/10051`],
    [
      {},
      { ...get, searchParams: { a: 'x y', b: null, c: undefined, d: false } },
      `${BASE}/taxonomy-prod/v1/categories/10051?a=x+y&d=false`,
    ],
  ])('client %o, call %o -> %s', async (clientOptions, callOptions, url) => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    await createApiClient({ baseUrl: BASE, fetch, ...clientOptions }).call(callOptions);
    expect(sent[0]?.url).toBe(url);
    expect(sent[0]?.method).toBe('GET');
  });

  it('goes to /api on the page’s own origin by default', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    await createApiClient({ fetch }).call(get);
    expect(sent[0]?.url).toBe(`${window.location.origin}/api/taxonomy-prod/v1/categories/10051`);
  });
});

describe('payloads (doc 1 §5 Calls)', () => {
  it.each(['GET', 'HEAD'] as const)('rejects a %s with a body, without sending it', async (method) => {
    const { fetch } = fakeFetch(jsonAnswer({}));
    const client = createApiClient({ baseUrl: BASE, fetch });
    await expect(client.call({ ...get, method, json: { a: 1 } })).rejects.toThrow(
      new TypeError(`${method} /api/taxonomy-prod/v1/categories/10051 cannot carry a body`),
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('removes null and undefined values at any depth before sending', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({}));
    await createApiClient({ baseUrl: BASE, fetch }).call({
      ...get,
      method: 'POST',
      json: {
        line1: '1 High Street',
        line2: null,
        line3: undefined,
        addressee: { firstName: 'Ann', contactNumber: null, modified: false, count: 0, note: '' },
        tags: ['a', null, undefined, 'b', { id: 1, label: null }],
        matrix: [[1, null], []],
      },
    });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      line1: '1 High Street',
      addressee: { firstName: 'Ann', modified: false, count: 0, note: '' },
      tags: ['a', 'b', { id: 1 }],
      matrix: [[1], []],
    });
  });
});

describe('answers', () => {
  const treeSchema = v.object({ category: v.object({ id: v.string(), name: v.string() }) });

  it('are parsed with the call’s schema', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ category: { id: '1', name: 'Bakery', extra: true } }));
    const tree = await createApiClient({ baseUrl: BASE, fetch }).call({ ...get, schema: treeSchema });
    expect(tree).toEqual({ category: { id: '1', name: 'Bakery' } });
  });

  it('that do not fit the schema are a MalformedResponseError naming the call and the problem', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ category: { id: 1 } }));
    const call = createApiClient({ baseUrl: BASE, fetch }).call({
      ...get,
      searchParams: { depth: 2 },
      schema: treeSchema,
    });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedResponseError);
    expect((error as MalformedResponseError).message).toBe(
      'Malformed answer from GET /api/taxonomy-prod/v1/categories/10051?depth=2: ' +
        'category.id: Invalid type: Expected string but received 1; ' +
        'category.name: Invalid key: Expected "name" but received undefined',
    );
    expect((error as MalformedResponseError).issues).toHaveLength(2);
  });

  it('that are not JSON are a MalformedResponseError', async () => {
    const { fetch } = fakeFetch(new Response('<html>Gateway</html>', { status: 200 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).call(get)).rejects.toThrow(
      new MalformedResponseError('GET /api/taxonomy-prod/v1/categories/10051', [], 'the answer is not JSON'),
    );
  });

  it('may be empty when the schema allows it', async () => {
    const { fetch } = fakeFetch(new Response(null, { status: 204 }));
    const answer = await createApiClient({ baseUrl: BASE, fetch }).call({
      ...get,
      method: 'DELETE',
      schema: v.undefined(),
    });
    expect(answer).toBeUndefined();
  });
});

describe('HTTP errors', () => {
  it('are an ApiError carrying the status, the parsed body and the request', async () => {
    const body = { message: 'Category 123 not found', type: 'NOT_FOUND' };
    const { fetch } = fakeFetch(jsonAnswer(body, { status: 404 }));
    const error = await createApiClient({ baseUrl: BASE, fetch })
      .call({ ...get, endpoint: 'categories/123' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(404);
    expect(apiError.body).toEqual(body);
    expect(apiError.request.url).toBe(`${BASE}/taxonomy-prod/v1/categories/123`);
    expect(apiError.message).toBe(
      'GET /api/taxonomy-prod/v1/categories/123 answered 404: Category 123 not found',
    );
  });

  it('mask sensitive query values in the message (doc 1 §5)', async () => {
    const { fetch } = fakeFetch(new Response('nope', { status: 400 }));
    const error = await createApiClient({ baseUrl: BASE, fetch })
      .call({ ...get, searchParams: { email: 'ann@example.com', size: 10 } })
      .catch((e: unknown) => e);
    expect((error as ApiError).message).toBe(
      'GET /api/taxonomy-prod/v1/categories/10051?email=****&size=10 answered 400',
    );
    expect((error as ApiError).body).toBe('nope');
  });
});

describe('retries (doc 1 §7.1: one by default)', () => {
  it('retries an idempotent call once after a server error', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 500 }), jsonAnswer({ ok: true }));
    const answer = await createApiClient({ baseUrl: BASE, fetch }).call(get);
    expect(answer).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after one retry', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 502 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).call(get)).rejects.toBeInstanceOf(ApiError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it.each(['POST', 'PATCH'] as const)('never retries a %s', async (method) => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 500 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).call({ ...get, method })).rejects.toMatchObject({
      status: 500,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([404, 409, 503])('does not retry a %i', async (status) => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).call(get)).rejects.toMatchObject({ status });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('can be turned off per call', async () => {
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 500 }));
    await expect(createApiClient({ baseUrl: BASE, fetch }).call({ ...get, retry: 0 })).rejects.toThrow();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('timeouts', () => {
  afterEach(() => vi.useRealTimers());

  it('allow a call 45 seconds by default (doc 1 §7.1)', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}) as unknown as Response);
    const outcome = createApiClient({ baseUrl: BASE, fetch })
      .call({ ...get, retry: 0 })
      .then(
        () => 'answered',
        (error: unknown) => error,
      );
    await vi.advanceTimersByTimeAsync(44_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('fail a call that takes longer than its limit', async () => {
    const { fetch } = fakeFetch(() => new Promise<Response>(() => {}) as unknown as Response);
    await expect(
      createApiClient({ baseUrl: BASE, fetch }).call({ ...get, timeout: 20 }),
    ).rejects.toBeInstanceOf(TimeoutError);
  });
});

describe('response rules (the extension point for doc 1 §4 and §8)', () => {
  it('run in order on every answer and may answer instead', async () => {
    const seen: number[] = [];
    const record: ResponseRule = (_request, _options, response) => {
      seen.push(response.status);
    };
    const refreshAndRetry: ResponseRule = (_request, _options, response) =>
      response.status === 401 ? jsonAnswer({ retried: true }) : undefined;
    const { fetch } = fakeFetch(jsonAnswer({}, { status: 401 }));
    const client = createApiClient({ baseUrl: BASE, fetch, responseRules: [record, refreshAndRetry] });
    await expect(client.call(get)).resolves.toEqual({ retried: true });
    expect(seen).toEqual([401]);
  });
});

describe('graph calls (doc 1 §7.1)', () => {
  const trolleySchema = v.object({ getTrolley: v.object({ trolleyId: v.string() }) });
  const query = 'query getTrolley($orderId: ID!) { getTrolley(orderId: $orderId) { trolleyId } }';

  it('POST {query, variables} to the graph endpoint with the tag and graphflags, and parse data', async () => {
    window.history.replaceState(null, '', '/ecom/shop/trolley');
    const { fetch, sent } = fakeFetch(jsonAnswer({ data: { getTrolley: { trolleyId: 't-1' } } }));
    const client = createApiClient({ baseUrl: BASE, fetch, getAccessToken: () => 'jwt' });

    const data = await client.graph(
      query,
      { orderId: '42', note: null },
      { tag: 'getTrolley', schema: trolleySchema },
    );

    expect(data).toEqual({ getTrolley: { trolleyId: 't-1' } });
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE}/graphql-prod/v1/graphql?tag=getTrolley`);
    expect(request?.headers.get('graphflags')).toBe(
      'deliveryPass,loyalty_competitions,manualAddressFormOnly,multisearch,savePaymentCard,searchHistory',
    );
    expect(request?.headers.get('authorization')).toBe('Bearer jwt');
    expect(request?.headers.get('breadcrumb')).toBe('/ecom/shop/trolley');
    expect(JSON.parse(request?.body ?? '')).toEqual({ query, variables: { orderId: '42' } });
  });

  it('sends the graph flags the client is given', async () => {
    const { fetch, sent } = fakeFetch(jsonAnswer({ data: { getTrolley: { trolleyId: 't' } } }));
    const client = createApiClient({ baseUrl: BASE, fetch, getGraphFlags: () => 'trolley_v2' });
    await client.graph(query, undefined, { tag: 'getTrolley', schema: trolleySchema });
    expect(sent[0]?.headers.get('graphflags')).toBe('trolley_v2');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ query, variables: {} });
  });

  it('turn GraphQL errors into a GraphError', async () => {
    const errors = [{ message: 'Order 42 not found', path: ['getTrolley'] }, { message: 'Second' }];
    const { fetch } = fakeFetch(jsonAnswer({ data: null, errors }));
    const error = await createApiClient({ baseUrl: BASE, fetch })
      .graph(query, {}, { tag: 'getTrolley', schema: trolleySchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphError);
    expect((error as GraphError).message).toBe(
      'graph getTrolley answered with GraphQL errors: Order 42 not found (at getTrolley); Second',
    );
    expect((error as GraphError).errors).toEqual(errors);
  });

  it('report data that does not fit the schema as a MalformedResponseError', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ data: { getTrolley: null } }));
    await expect(
      createApiClient({ baseUrl: BASE, fetch }).graph(
        query,
        {},
        { tag: 'getTrolley', schema: trolleySchema },
      ),
    ).rejects.toThrow(/^Malformed answer from graph getTrolley: getTrolley: Invalid type: Expected Object/);
  });

  it('report an answer that is not a GraphQL answer as a MalformedResponseError', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ errors: 'boom' }));
    await expect(
      createApiClient({ baseUrl: BASE, fetch }).graph(
        query,
        {},
        { tag: 'getTrolley', schema: trolleySchema },
      ),
    ).rejects.toThrow(
      /^Malformed answer from POST \/api\/graphql-prod\/v1\/graphql\?tag=getTrolley: errors:/,
    );
  });

  it('keep HTTP failures as ApiError, with the first GraphQL message', async () => {
    const { fetch } = fakeFetch(jsonAnswer({ errors: [{ message: 'Syntax Error' }] }, { status: 400 }));
    await expect(
      createApiClient({ baseUrl: BASE, fetch }).graph('{', {}, { tag: 'bad', schema: trolleySchema }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: 'POST /api/graphql-prod/v1/graphql?tag=bad answered 400: Syntax Error',
    });
  });
});
