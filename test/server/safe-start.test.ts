import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, isLoopback, readConfig } from '../../src/server/config.ts';
import { createMemoryLogger } from '../../src/server/logger.ts';
import { SEEDED_PASSWORD } from '../../src/server/seed/index.ts';
import { type RunningServer, startServer } from '../../src/server/start.ts';

// Issue 14 point 1: the README's `npm start` must not serve development back doors to the network. It
// binds loopback unless HOST says otherwise; the outbox, the seeded test and staff accounts and the
// testing routes exist only in SHOP_MODE=development, which refuses a non-loopback address.

describe('the configuration of a start', () => {
  it('binds 127.0.0.1 in standard mode when nothing is set', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', development: false, production: false });
    expect(readConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', development: false });
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1', '[::1]'])(
    'allows development mode on %s',
    (HOST) => {
      expect(readConfig({ SHOP_MODE: 'development', HOST }).development).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example.com'])(
    'refuses development mode on %s in one line',
    (HOST) => {
      expect(isLoopback(HOST)).toBe(false);
      const refusal = (() => {
        try {
          readConfig({ SHOP_MODE: 'development', HOST });
        } catch (error) {
          return error;
        }
      })();
      expect(refusal).toBeInstanceOf(ConfigError);
      expect((refusal as Error).message).toContain(`HOST=${HOST} is not`);
      expect((refusal as Error).message).not.toContain('\n');
    },
  );

  it('refuses an unknown mode, and development mode in production', () => {
    expect(() => readConfig({ SHOP_MODE: 'demo' })).toThrow('SHOP_MODE must be "development" or unset');
    expect(() => readConfig({ SHOP_MODE: 'development', NODE_ENV: 'production' })).toThrow(ConfigError);
  });

  it('npm start refuses development mode on 0.0.0.0 and says why in one line', () => {
    const started = spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/server/main.ts'], {
      env: { ...process.env, SHOP_MODE: 'development', HOST: '0.0.0.0', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stdout).toBe('');
    expect(started.stderr.trim().split('\n')).toEqual([
      'Refusing to start: SHOP_MODE=development serves the outbox, test accounts and testing routes, so it listens on loopback only (HOST=0.0.0.0 is not)',
    ]);
  });
});

describe('a running shop', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'safe-start-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Starts the API as `npm start` does with these settings, runs `check`, and stops it. */
  async function withServer(env: Record<string, string>, check: (server: RunningServer) => Promise<void>) {
    const config = readConfig({ PORT: '0', DATA_DIR: dataDir, SEED_PRODUCTS: '60', ...env });
    const server = await startServer(config, createMemoryLogger(), { serveStorefront: false });
    try {
      await check(server);
    } finally {
      await server.stop();
    }
  }

  const url = (server: RunningServer, path: string) => `http://127.0.0.1:${server.port}/api${path}`;

  /** What the development conveniences answer: outbox, testing route, a seeded account's sign-in. */
  async function conveniences(server: RunningServer) {
    const outbox = await fetch(url(server, '/outbox-prod/v1/messages?email=shopper%40example.com'));
    const testing = await fetch(url(server, '/slot-orchestration-prod/v1/testing/slots/x/capacity'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ capacity: 5 }),
    });
    const clock = await fetch(url(server, '/testing-prod/v1/clock'));
    const lifecycle = await fetch(url(server, '/testing-prod/v1/order-lifecycle/run'), { method: 'POST' });
    const csrf = await fetch(url(server, '/token-client-prod/v1/csrf?clientType=WEB_APP'));
    const token = ((await csrf.json()) as { csrf: string }).csrf;
    const cookie = csrf.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const signIn = async (email: string) =>
      (
        await fetch(url(server, '/token-client-prod/v1/auth?clientType=WEB_APP'), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
          body: JSON.stringify({ email, password: SEEDED_PASSWORD }),
        })
      ).status;
    return {
      outbox: outbox.status,
      testingRoute: testing.status,
      clock: clock.status,
      lifecycle: lifecycle.status,
      shopper: await signIn('shopper@example.com'),
      staff: await signIn('staff@example.com'),
    };
  }

  const ABSENT = { outbox: 404, testingRoute: 404, clock: 404, lifecycle: 404, shopper: 401, staff: 401 };

  it('a plain start listens on loopback and has none of the development conveniences', async () => {
    await withServer({}, async (server) => {
      expect(server.address).toBe('127.0.0.1');
      expect(await conveniences(server)).toEqual(ABSENT);
    });
  });

  it('development mode has them; a plain start after it removes the seeded accounts again', async () => {
    await withServer({ SHOP_MODE: 'development' }, async (server) => {
      expect(server.address).toBe('127.0.0.1');
      // The testing route answers: the slot is unknown (410), not a missing route.
      expect(await conveniences(server)).toEqual({
        outbox: 200,
        testingRoute: 410,
        clock: 200,
        lifecycle: 200,
        shopper: 200,
        staff: 200,
      });
    });
    await withServer({}, async (server) => {
      expect(await conveniences(server)).toEqual(ABSENT);
    });
  });
});
