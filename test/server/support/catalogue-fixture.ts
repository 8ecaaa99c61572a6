import { sql } from 'drizzle-orm';
import { createApp } from '../../../src/server/app.ts';
import { createSettableClock, type SettableClock } from '../../../src/server/clock.ts';
import type { DatabaseHandle } from '../../../src/server/db/client.ts';
import { createMemoryLogger } from '../../../src/server/logger.ts';
import { ensureSeeded } from '../../../src/server/seed/index.ts';
import { rowsOf } from '../../../src/server/services/products.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * A seeded shop for the catalogue tests: a small catalogue (every leaf category has products, so there are
 * milks, milk chocolate, Christmas and entertaining items) on a fresh database, and the app on a fixed
 * clock after every seeded offer has started, so what is on offer does not depend on the day tests run.
 */
export const CATALOGUE_TEST_PRODUCTS = 1500;
export const CATALOGUE_TEST_NOW = '2026-11-02T10:00:00Z';
/** London's date at CATALOGUE_TEST_NOW: offers apply from start_date to expiry_date. */
export const CATALOGUE_TEST_DATE = '2026-11-02';

export interface CatalogueFixture {
  database: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  clock: SettableClock;
  /** PUT content-prod/v2/en?clientType=WEB_APP with `{contentUrl, customerId, customerSearchRequest}`. */
  search(contentUrl: string, queryParams?: Record<string, unknown>): Promise<Answer>;
  put(body: string, query?: string): Promise<Answer>;
  get(path: string): Promise<Answer>;
  post(path: string, body: string): Promise<Answer>;
  /** Rows of a plain SQL query. */
  rows<T>(query: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by the tests that read them
  body: any;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the tests that expect JSON fail on the text.
  }
  return { status: response.status, headers: response.headers, body };
}

interface PlainClient {
  query(query: string, params: unknown[]): Promise<unknown>;
}

export const CONTENT_PATH = '/api/content-prod/v2/en';

export async function createCatalogueFixture(
  products: number = CATALOGUE_TEST_PRODUCTS,
): Promise<CatalogueFixture> {
  const database = await createTestDatabase();
  await ensureSeeded(database.db, { products });
  const clock = createSettableClock(CATALOGUE_TEST_NOW);
  const app = createApp({
    database,
    logger: createMemoryLogger(),
    apiEnv: 'prod',
    clock,
    catalogue: { versionCheckMs: 0 },
  });
  const put = async (body: string, query = '?clientType=WEB_APP') =>
    answerOf(
      await app.request(`${CONTENT_PATH}${query}`, {
        method: 'PUT',
        body,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  return {
    database,
    app,
    clock,
    put,
    search: (contentUrl, queryParams = {}) =>
      put(JSON.stringify({ contentUrl, customerId: '-1', customerSearchRequest: { queryParams } })),
    get: async (path) => answerOf(await app.request(path)),
    post: async (path, body) =>
      answerOf(
        await app.request(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
      ),
    rows: async <T>(query: string, params: unknown[] = []) => {
      // PGlite and node-postgres both take a plain parameterised query and answer `{ rows }`.
      const client = (database.db as unknown as { $client: PlainClient }).$client;
      return rowsOf<T>(await client.query(query, params));
    },
    close: () => database.close(),
  };
}

/**
 * The plan of a search function's query (migration 0004) as the function plans it: its body, with its
 * arguments replaced by the given SQL, explained under the settings the function carries (sequential scans
 * priced out, no JIT).
 */
export async function planOfFunction(
  shop: CatalogueFixture,
  name: string,
  args: Record<string, string>,
): Promise<string> {
  const [fn] = await shop.rows<{ prosrc: string; proconfig: string[] | null }>(
    'select prosrc, proconfig from pg_proc where proname = $1',
    [name],
  );
  if (!fn) throw new Error(`no function ${name}`);
  let body = fn.prosrc;
  for (const [arg, value] of Object.entries(args))
    body = body.replace(new RegExp(`\\b${arg}\\b`, 'g'), value);
  return shop.database.db.transaction(async (tx) => {
    for (const setting of fn.proconfig ?? []) {
      const [key = '', value = ''] = setting.split('=');
      await tx.execute(sql`select set_config(${key}, ${value}, true)`);
    }
    const result = await tx.execute(sql.raw(`explain ${body}`));
    return rowsOf<Record<string, string>>(result)
      .map((row) => Object.values(row)[0])
      .join('\n');
  });
}
