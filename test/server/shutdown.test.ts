import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import { products } from '../../src/server/db/schema.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';

// Issue 14 point 4: SIGTERM must stop the server. It stops accepting, answers what is in flight with
// `Connection: close`, closes idle connections at once and busy ones after a short grace, then closes the
// database cleanly, well inside the forced exit; the next start finds the last acknowledged change.

interface Server {
  process: ChildProcess;
  port: number;
  log: string[];
  exited: Promise<number | null>;
}

let dataDir: string;
let lineNumber: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'shutdown-'));
  // The shop is seeded here once, so each start of the server is quick; its first line number is the item.
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await ensureSeeded(database.db, { products: 60 });
  const [row] = await database.db.select({ lineNumber: products.lineNumber }).from(products).limit(1);
  await database.close();
  lineNumber = row?.lineNumber ?? '';
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Starts the API as its own process on the embedded database (never PostgreSQL: this is about PGlite). */
async function startServer(): Promise<Server> {
  const { DATABASE_URL: _postgres, SHOP_MODE: _mode, ...inherited } = process.env;
  const env = { ...inherited, PORT: '0', DATA_DIR: dataDir, SEED_PRODUCTS: '60' };
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['test/server/support/serve-api.ts'], { env });
  const log: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        log.push(line);
        const listening = line.includes('"msg":"listening"') && line.match(/:(\d+)\/api\//);
        if (listening) resolve(Number(listening[1]));
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${log.join('\n')}`)));
  });
  return { process: child, port, log, exited };
}

/** A browser's keep-alive connection: one socket, requests one after another, cookies kept. */
function keepAliveClient(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const cookies = new Map<string, string>();
  const request = (method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          method,
          path: pathname,
          headers: {
            ...headers,
            ...(payload && { 'content-type': 'application/json' }),
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const pair = line.split(';')[0] ?? '';
            cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
          }
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, json: JSON.parse(text || '{}') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  return { agent, cookies, request };
}

const TOKEN = '/api/token-client-prod/v1';
const GRAPH = '/api/graphql-prod/v1/graphql';
const SET_QUANTITY = `mutation updateTrolleyItem($trolleyItem: TrolleyItemInput!) {
  updateTrolleyItem(trolleyItem: $trolleyItem) { trolley { trolleyItems { lineNumber quantity { amount } } } failures { type } }
}`;
const GET_TROLLEY = `query getTrolley { getTrolley { trolley { trolleyItems { lineNumber quantity { amount } } } } }`;

async function signOnAnonymously(client: ReturnType<typeof keepAliveClient>): Promise<string> {
  const csrf = (await client.request('GET', `${TOKEN}/csrf?clientType=WEB_APP`)).json.csrf as string;
  const token = await client.request('POST', `${TOKEN}/token?clientType=WEB_APP`, undefined, {
    'x-csrf-token': csrf,
  });
  return token.json.accessToken as string;
}

describe('SIGTERM under keep-alive load', () => {
  it('stops answering within 2 s, closes the database cleanly, and the next start has the last acknowledged change', async () => {
    const first = await startServer();
    const client = keepAliveClient(first.port);
    const accessToken = await signOnAnonymously(client);
    const setQuantity = async (amount: number) => {
      const answer = await client.request(
        'POST',
        `${GRAPH}?tag=updateTrolleyItem`,
        { query: SET_QUANTITY, variables: { trolleyItem: { lineNumber, quantity: { amount, uom: 'C62' } } } },
        { authorization: `Bearer ${accessToken}` },
      );
      if (answer.status !== 200 || answer.json.errors) throw new Error(JSON.stringify(answer.json));
    };

    // Hammer the server with updates on one keep-alive connection until it is gone.
    let lastAcknowledged = 0;
    let acknowledged = 0;
    let signalledAt = 0;
    let goneAt = 0;
    const hammer = (async () => {
      for (let i = 0; ; i++) {
        const amount = (i % 40) + 1;
        try {
          await setQuantity(amount);
        } catch {
          goneAt = performance.now();
          return;
        }
        lastAcknowledged = amount;
        acknowledged += 1;
      }
    })();
    // Under way: a good number of updates answered on the one connection.
    while (acknowledged < 25 && goneAt === 0) await new Promise((resolve) => setImmediate(resolve));
    signalledAt = performance.now();
    first.process.kill('SIGTERM');
    await hammer;
    const code = await first.exited;
    client.agent.destroy();

    expect(goneAt - signalledAt).toBeLessThan(2_000);
    expect(code).toBe(0);
    expect(first.log.some((line) => line.includes('"msg":"database closed cleanly"'))).toBe(true);
    expect(first.log.some((line) => line.includes('forced exit'))).toBe(false);

    // The next start: the same session (its cookie) sees the last quantity the server acknowledged.
    const second = await startServer();
    try {
      const again = keepAliveClient(second.port);
      for (const [name, value] of client.cookies) again.cookies.set(name, value);
      const csrf = (await again.request('GET', `${TOKEN}/csrf?clientType=WEB_APP`)).json.csrf as string;
      const refreshed = await again.request('POST', `${TOKEN}/token?clientType=WEB_APP`, undefined, {
        'x-csrf-token': csrf,
      });
      expect(refreshed.status).toBe(200);
      const trolley = await again.request(
        'POST',
        `${GRAPH}?tag=getTrolley`,
        { query: GET_TROLLEY },
        { authorization: `Bearer ${refreshed.json.accessToken as string}` },
      );
      const data = trolley.json.data as {
        getTrolley: { trolley: { trolleyItems: { lineNumber: string; quantity: { amount: number } }[] } };
      };
      expect(data.getTrolley.trolley.trolleyItems).toEqual([
        { lineNumber, quantity: { amount: lastAcknowledged } },
      ]);
      again.agent.destroy();
    } finally {
      second.process.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  });
});
