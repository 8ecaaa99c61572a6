import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import type { GraphContext } from '../../src/server/graph/context.ts';
import { createGraphExecutor, INTERNAL_ERROR_MESSAGE } from '../../src/server/graph/execute.ts';
import { GRAPH_LIMITS } from '../../src/server/graph/limits.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import type { ServiceContext } from '../../src/server/services/context.ts';
import { TEST_PASSWORD_COST } from '../../src/server/services/passwords.ts';
import { type Harness, TEST_JWT_SECRET } from './support/auth-harness.ts';
import { anonymousShopper, createTrolleyHarness, GRAPH, graph } from './support/trolley-fixtures.ts';

// The graph endpoint (doc 1 §7.1; DESIGN §4 "Graph"; docs/api/trolley.md "The endpoint"): the request shape,
// the limits, introspection, authentication and errors that never leak internals.

let h: Harness;
beforeAll(async () => {
  h = await createTrolleyHarness();
});
afterAll(async () => {
  await h?.close();
});

const post = (
  app: Harness['app'],
  body: unknown,
  { tag = 'test', bearer, raw }: { tag?: string | null; bearer?: string; raw?: string } = {},
) =>
  app.request(`${GRAPH}${tag === null ? '' : `?tag=${tag}`}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer && { authorization: `Bearer ${bearer}` }) },
    body: raw ?? JSON.stringify(body),
  });

/** Another app on the harness's database, in production or development mode. */
const appIn = (mode: { production?: boolean; development?: boolean }) =>
  createApp({
    database: h.database,
    logger: createMemoryLogger(),
    apiEnv: 'prod',
    clock: h.clock,
    jwtSecret: TEST_JWT_SECRET,
    passwordCost: TEST_PASSWORD_COST,
    ...mode,
  });

const errorsOf = async (response: Response) =>
  ((await response.json()) as { errors: { message: string; extensions?: { code?: string } }[] }).errors;

describe('request shape', () => {
  it('answers { data } for a good request', async () => {
    const response = await post(h.app, {
      query: '{ minimumOrderValues { deliveryMinimumOrderValue { amount } } }',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      data: { minimumOrderValues: { deliveryMinimumOrderValue: { amount: 40 } } },
    });
  });

  it.each([
    ['not JSON', { raw: '{"query": ' }, 'The body is not valid JSON.'],
    ['no query', { body: { variables: {} } }, 'The body must be a JSON object with a query string.'],
    [
      'a query that is not a string',
      { body: { query: 42 } },
      'The body must be a JSON object with a query string.',
    ],
    [
      'an array',
      { body: [{ query: '{ __typename }' }] },
      'The body must be a JSON object with a query string.',
    ],
    [
      'variables that are not an object',
      { body: { query: '{ __typename }', variables: [1] } },
      'variables must be a JSON object.',
    ],
    [
      'no tag',
      { body: { query: '{ __typename }' }, tag: null },
      'The tag query parameter must name the operation (letters, digits, _ . -).',
    ],
    [
      'a bad tag',
      { body: { query: '{ __typename }' }, tag: '<script>' },
      'The tag query parameter must name the operation (letters, digits, _ . -).',
    ],
  ] as const)('malformed: %s → 400 with a clear message', async (_name, request, message) => {
    const response = await post(h.app, 'body' in request ? request.body : undefined, {
      ...('raw' in request && { raw: request.raw }),
      ...('tag' in request && { tag: request.tag }),
    });
    expect(response.status).toBe(400);
    expect(await errorsOf(response)).toEqual([{ message, extensions: { code: 'BAD_REQUEST' } }]);
  });

  it('a syntax error, an unknown field, bad variables → 400, never 500', async () => {
    const syntax = await post(h.app, { query: '{ getTrolley { ' });
    expect(syntax.status).toBe(400);
    const [parseError] = await errorsOf(syntax);
    expect(parseError?.message).toMatch(/^Syntax Error: /);
    expect(parseError?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');

    const unknown = await post(h.app, { query: '{ getTrolley { nonsense } }' });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown))[0]).toMatchObject({
      message: 'Cannot query field "nonsense" on type "TrolleyResponse".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });

    const variables = await post(h.app, {
      query:
        'query q($size: Int) { getTrolleyWithRecommendations(recommendationsSize: $size) { failures { type } } }',
      variables: { size: 'eight' },
    });
    expect(variables.status).toBe(400);
    expect((await errorsOf(variables))[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const twoOperations = await post(h.app, { query: 'query a { __typename } query b { __typename }' });
    expect(twoOperations.status).toBe(400);
  });

  it('GET is refused with 405', async () => {
    const response = await h.app.request(`${GRAPH}?tag=x&query=%7B__typename%7D`);
    expect(response.status).toBe(405);
  });

  it('a body over 128 KB is refused with 413', async () => {
    const response = await post(h.app, {
      query: '{ __typename }',
      variables: { padding: 'x'.repeat(130 * 1024) },
    });
    expect(response.status).toBe(413);
  });
});

describe('limits', () => {
  it(`a document over ${GRAPH_LIMITS.maxDocumentLength} characters`, async () => {
    const query = `{ __typename ${' '.repeat(GRAPH_LIMITS.maxDocumentLength)} }`;
    const response = await post(h.app, { query });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toEqual({
      message: `The query is ${query.length} characters long; at most 20480 are allowed.`,
      extensions: { code: 'QUERY_TOO_LARGE' },
    });
  });

  it(`more than ${GRAPH_LIMITS.maxDepth} fields deep, counted through fragments, before validation`, async () => {
    // getTrolley > trolley > trolleyItems > product > currentSaleUnitPrice > price > amount: 7 deep, fine.
    const ok = await post(h.app, {
      query: `fragment Price on SaleUnitPrice { price { amount } }
        { getTrolley { trolley { trolleyItems { product { currentSaleUnitPrice { ...Price } } } } } }`,
    });
    expect(ok.status).toBe(401); // valid, but it needs a session
    const nested = (depth: number) => `${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)}`;
    for (const query of [
      `{ getTrolley { trolley { ${nested(9)} } } }`,
      `fragment Deep on Trolley { ${nested(9)} } { getTrolley { trolley { ...Deep } } }`,
    ]) {
      const response = await post(h.app, { query });
      expect(response.status).toBe(400);
      expect((await errorsOf(response))[0]).toEqual({
        message: 'The query is nested more than 10 fields deep.',
        extensions: { code: 'QUERY_TOO_DEEP' },
      });
    }
    // 10 deep is allowed by the limit (and then refused by validation for its unknown fields).
    const ten = await post(h.app, { query: `{ getTrolley { trolley { ${nested(8)} } } }` });
    expect((await errorsOf(ten))[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`more than ${GRAPH_LIMITS.maxAliases} aliases`, async () => {
    const aliases = (n: number) =>
      `{ ${Array.from({ length: n }, (_, i) => `a${i}: minimumOrderValues { failures { type } }`).join(' ')} }`;
    expect((await post(h.app, { query: aliases(15) })).status).toBe(200);
    const response = await post(h.app, { query: aliases(16) });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toEqual({
      message: 'The query has 16 aliases; at most 15 are allowed.',
      extensions: { code: 'TOO_MANY_ALIASES' },
    });
  });

  it('a query that costs too much (lists inside lists)', async () => {
    // trolleyItems (×10) > discounts (×10) > 4 fields, repeated through fragments: 15 × 400 + ... > 5000.
    const fields = Array.from(
      { length: 15 },
      (_, i) => `d${i}: discounts { status id description category }`,
    ).join(' ');
    const response = await post(h.app, {
      query: `{ getTrolley { trolley { trolleyItems { ${fields} } } } }`,
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]?.extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('fragments that spread each other many times are refused without being expanded', async () => {
    const levels = 30;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Money { ${i === levels - 1 ? 'amount' : `...F${i + 1} ...F${i + 1}`} }`,
    ).join('\n');
    const started = performance.now();
    const response = await post(h.app, {
      query: `${fragments}\n{ minimumOrderValues { deliveryMinimumOrderValue { ...F0 } } }`,
    });
    expect(response.status).toBe(400);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('the full trolley query of docs/api/trolley.md is within every limit', async () => {
    const { TROLLEY_FIELDS } = await import('./support/trolley-fixtures.ts');
    const shopper = await anonymousShopper(h);
    const result = await graph(
      shopper,
      `query getTrolleyWithRecommendations {
        getTrolleyWithRecommendations {
          trolley { ...TrolleyFields }
          failures { message type }
          recommendedProducts { totalResults products { lineNumber name thumbnail currentSaleUnitPrice { price { amount } quantity { amount uom } } } }
        }
      }
      ${TROLLEY_FIELDS}`,
    );
    expect(result.status).toBe(200);
    expect(result.errors).toBeUndefined();
  });
});

describe('introspection', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';

  it('is allowed outside production', async () => {
    const response = await post(h.app, { query: INTROSPECT });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('is refused in production', async () => {
    const production = appIn({ production: true });
    const response = await post(production, { query: INTROSPECT });
    expect(response.status).toBe(400);
    expect((await errorsOf(response))[0]).toMatchObject({
      message: expect.stringContaining('introspection'),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    const typeQuery = await post(production, { query: '{ __type(name: "Trolley") { name } }' });
    expect(typeQuery.status).toBe(400);
    // __typename is not introspection of the schema.
    expect((await post(production, { query: '{ __typename }' })).status).toBe(200);
  });
});

describe('suggestions (issue 14.7: no "Did you mean" outside development)', () => {
  const context = { services: {} as ServiceContext, auth: null, apiEnv: 'prod' };
  const misspelt = [
    ['a field', '{ getTrolly { failures { type } } }', null, 'Cannot query field "getTrolly"'],
    ['an argument', '{ getTrolley(ordrId: "1") { failures { type } } }', null, 'Unknown argument "ordrId"'],
    [
      'a type',
      'query ($id: Idd) { getTrolley(orderId: $id) { failures { type } } }',
      null,
      'Unknown type "Idd"',
    ],
    [
      'an input field in the variables',
      'mutation ($item: TrolleyItemInput!) { addItemToTrolley(trolleyItem: $item) { failures { type } } }',
      { item: { lineNumbr: '123456' } },
      'Field "lineNumbr" is not defined by type "TrolleyItemInput"',
    ],
  ] as const;

  it.each(misspelt)(
    '%s: off by default, the error still says what is wrong',
    async (_, query, variables, says) => {
      const executor = createGraphExecutor({ production: true, logger: createMemoryLogger() });
      const answer = await executor.run({ query, variables, operationName: null }, context);
      expect(answer.status).toBe(400);
      const messages = (answer.body.errors ?? []).map((error) => error.message);
      expect(messages.join('\n')).toContain(says);
      expect(messages.join('\n')).not.toMatch(/did you mean/i);
    },
  );

  it.each(misspelt)('%s: suggested when asked for (development)', async (_, query, variables, says) => {
    const executor = createGraphExecutor({
      production: false,
      logger: createMemoryLogger(),
      suggestions: true,
    });
    const answer = await executor.run({ query, variables, operationName: null }, context);
    const messages = (answer.body.errors ?? []).map((error) => error.message);
    expect(messages.join('\n')).toContain(says);
    expect(messages.join('\n')).toMatch(/Did you mean/);
  });

  it('the production endpoint does not suggest "getTrolley"', async () => {
    const production = appIn({ production: true });
    const response = await post(production, { query: '{ getTrolly { failures { type } } }' });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors[0]?.message).toContain('Cannot query field "getTrolly" on type "Query".');
    expect(JSON.stringify(errors)).not.toMatch(/did you mean|getTrolley"/i);
  });

  it('the development endpoint (SHOP_MODE=development) suggests', async () => {
    const development = appIn({ development: true });
    const response = await post(development, { query: '{ getTrolly { failures { type } } }' });
    expect((await errorsOf(response))[0]?.message).toContain('Did you mean "getTrolley"');
  });
});

describe('authentication', () => {
  it('no token, "unauthenticated" or a bad token → 401 UNAUTHENTICATED, so the call layer refreshes', async () => {
    for (const bearer of [undefined, 'unauthenticated', 'not.a.jwt']) {
      const response = await post(h.app, { query: '{ getTrolley { failures { type } } }' }, { bearer });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      const body = (await response.json()) as { data: unknown; errors: unknown[] };
      expect(body.errors).toEqual([
        {
          message: 'Please sign in to continue.',
          path: ['getTrolley'],
          locations: [{ line: 1, column: 3 }],
          extensions: { code: 'UNAUTHENTICATED' },
        },
      ]);
      expect(body.data).toBeNull();
    }
  });

  it('an anonymous session will do', async () => {
    const shopper = await anonymousShopper(h);
    const result = await graph(
      shopper,
      '{ getTrolley { failures { type } trolley { customerOrderState } } }',
    );
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ getTrolley: { failures: [], trolley: { customerOrderState: 'PENDING' } } });
  });

  it('a logged-out session’s token no longer works', async () => {
    const shopper = await anonymousShopper(h);
    await shopper.request('/api/token-client-prod/v1/logout?clientType=WEB_APP', { method: 'POST' });
    const result = await graph(shopper, '{ getTrolley { failures { type } } }');
    expect(result.status).toBe(401);
  });
});

describe('errors never leak internals', () => {
  it('an unexpected failure is logged and answered with a generic message, without a stack', async () => {
    const logger = createMemoryLogger();
    const executor = createGraphExecutor({ production: false, logger });
    const broken = new Proxy({} as ServiceContext['db'], {
      get: () => {
        throw new Error('connection refused at 10.0.0.7:5432 (secret internals)');
      },
    });
    const context: GraphContext = {
      services: { ...({} as ServiceContext), db: broken, clock: h.clock, logger },
      auth: { customerId: -1, principalId: -1, permissions: [], sessionId: 'x', session: {} as never },
      apiEnv: 'prod',
    };
    const answer = await executor.run(
      { query: '{ getTrolley { failures { type } } }', variables: null, operationName: null },
      context,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: null,
      errors: [
        {
          message: INTERNAL_ERROR_MESSAGE,
          path: ['getTrolley'],
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        },
      ],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/10\.0\.0\.7|stack|at /);
    expect(logger.lines.some((line) => line.msg === 'graph resolver failed')).toBe(true);
  });

  it('parses and validates each distinct document once', async () => {
    const executor = createGraphExecutor({ production: false, logger: createMemoryLogger() });
    const context = { services: {} as ServiceContext, auth: null, apiEnv: 'prod' };
    const request = {
      query: '{ minimumOrderValues { failures { type } } }',
      variables: null,
      operationName: null,
    };
    await executor.run(request, context);
    await executor.run(request, context);
    await executor.run({ ...request, query: '{ nonsense }' }, context);
    expect(executor.cachedDocuments).toBe(2);
  });
});
