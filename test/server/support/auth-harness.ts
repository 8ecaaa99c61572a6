import { createApp } from '../../../src/server/app.ts';
import { createSettableClock, type SettableClock } from '../../../src/server/clock.ts';
import type { DatabaseHandle } from '../../../src/server/db/client.ts';
import { createMemoryLogger } from '../../../src/server/logger.ts';
import { seedAccounts } from '../../../src/server/seed/accounts.ts';
import { TEST_PASSWORD_COST } from '../../../src/server/services/passwords.ts';
import { createTestDatabase } from './test-database.ts';

/** The secret the test apps sign with, so tests can forge tokens with it (or without it). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';
export const TOKEN = '/api/token-client-prod/v1';
export const Q = '?clientType=WEB_APP';

export interface Harness {
  database: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  clock: SettableClock;
  logger: ReturnType<typeof createMemoryLogger>;
  close(): Promise<void>;
}

/**
 * A fresh database with the seeded accounts, a settable clock and an app in development mode (the outbox)
 * behind one trusted proxy (each Browser's X-Forwarded-For is its address).
 */
export async function createHarness(): Promise<Harness> {
  const database = await createTestDatabase();
  const clock = createSettableClock('2025-06-02T09:00:00Z');
  await seedAccounts(database.db, clock.now(), TEST_PASSWORD_COST);
  const logger = createMemoryLogger();
  const app = createApp({
    database,
    logger,
    apiEnv: 'prod',
    clock,
    jwtSecret: TEST_JWT_SECRET,
    trustProxy: 1,
    development: true,
    passwordCost: TEST_PASSWORD_COST,
  });
  return { database, app, clock, logger, close: () => database.close() };
}

let addressCounter = 0;

export interface RequestOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  /** Sends the CSRF header with the cookie's value (true by default for POST). */
  csrf?: boolean | string;
  bearer?: string;
}

/**
 * A browser for `app.request`: keeps cookies (as the server sets and clears them), sends the CSRF
 * header, and comes from its own client address (X-Forwarded-For) unless told otherwise.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  accessToken: string | undefined;

  constructor(
    private readonly app: Harness['app'],
    readonly address: string = `198.51.100.${++addressCounter % 250}:${addressCounter}`,
  ) {}

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const method = options.method ?? (options.json !== undefined || options.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrf = options.csrf ?? method === 'POST';
    if (csrf === true && this.cookies.has('csrf_token'))
      headers['x-csrf-token'] = this.cookies.get('csrf_token') ?? '';
    if (typeof csrf === 'string') headers['x-csrf-token'] = csrf;
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await this.app.request(path, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = attributes.some((a) => /^\s*max-age=0$/i.test(a)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** GET csrf: the value and its cookie. */
  async csrf(): Promise<string> {
    const response = await this.request(`${TOKEN}/csrf${Q}`);
    const { csrf } = (await response.json()) as { csrf: string };
    return csrf;
  }

  /** POST token (the refresh path); keeps the access token. */
  async exchange(): Promise<Response> {
    if (!this.cookies.has('csrf_token')) await this.csrf();
    const response = await this.request(`${TOKEN}/token${Q}`, { method: 'POST' });
    if (response.ok)
      this.accessToken = ((await response.clone().json()) as { accessToken: string }).accessToken;
    return response;
  }

  /** POST auth; keeps the access token when it works. */
  async signIn(email: string, password: string): Promise<Response> {
    if (!this.cookies.has('csrf_token')) await this.csrf();
    const response = await this.request(`${TOKEN}/auth${Q}`, { json: { email, password } });
    if (response.ok)
      this.accessToken = ((await response.clone().json()) as { accessToken: string }).accessToken;
    return response;
  }
}

/** The claims of a JWT, unverified (as the storefront reads them). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
