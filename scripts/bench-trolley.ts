import { and, asc, eq } from 'drizzle-orm';
import { createApp } from '../src/server/app.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { products } from '../src/server/db/schema.ts';
import { createLogger } from '../src/server/logger.ts';
import { ensureSeeded } from '../src/server/seed/index.ts';

/**
 * Trolley update latency (DESIGN §7 "API latency under load"): shoppers on the embedded database (PGlite)
 * change their trolleys at the same time, each call an `updateTrolleyItem` through the graph endpoint with
 * the trolley answer the trolley page asks for. Requests go through the whole app (routing, token check,
 * GraphQL, the locking transaction, totals) in process, without a network. Target: p95 ≤ 100 ms with 25
 * concurrent shoppers, each clicking at a brisk shopping pace (a change every 250 to 750 ms, sent when the
 * previous one has been answered, as the storefront's queue does). The same shoppers with no pause at all
 * are reported too: that is the embedded database's saturation point, which the target does not apply to
 * (PGlite runs one query at a time, so 25 waiting callers each wait for the other 24).
 *
 * `npm run bench` calls it as `for (const line of await benchTrolley()) console.log(line);`.
 */

export interface TrolleyBenchOptions {
  /** Products seeded into the fresh in-memory database (the shop has 20,000). */
  products?: number;
  shoppers?: number;
  /** updateTrolleyItem calls each shopper makes, one after another. */
  updatesPerShopper?: number;
  /** Lines in each trolley before the measured updates. */
  linesPerTrolley?: number;
}

export const TROLLEY_P95_TARGET_MS = 100;

const UPDATE = /* GraphQL */ `
  mutation updateTrolleyItem($trolleyItem: TrolleyItemInput!) {
    updateTrolleyItem(trolleyItem: $trolleyItem) {
      failures { message type }
      trolley {
        orderId
        conflicts { type severity itemId lineNumber messages { title shortItem } }
        trolleyItems {
          trolleyItemId lineNumber quantity { amount uom } canSubstitute noteToShopper locked
          retailPrice { amount } saving { amount } totalPrice { amount } depositCharge { amount }
          discounts { status id description }
        }
        trolleyTotals {
          itemTotalEstimatedCost { amount } totalEstimatedCost { amount } savingsFromOffers { amount }
          minimumSpendThresholdMet trolleyItemCounts { hardConflicts softConflicts noConflicts }
        }
      }
    }
  }
`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function benchTrolley(options: TrolleyBenchOptions = {}): Promise<string[]> {
  const productCount = options.products ?? 20_000;
  const shoppers = options.shoppers ?? 25;
  const updates = options.updatesPerShopper ?? 20;
  const lines = options.linesPerTrolley ?? 15;

  const database = await openDatabase({ kind: 'pglite' });
  try {
    await database.migrate();
    await ensureSeeded(database.db, { products: productCount });
    const app = createApp({
      database,
      logger: createLogger({ level: 'error' }),
      apiEnv: 'prod',
      jwtSecret: 'bench-secret-bench-secret-bench-secret-0123',
    });
    const lineNumbers = (
      await database.db
        .select({ lineNumber: products.lineNumber })
        .from(products)
        .where(and(eq(products.uom, 'C62'), eq(products.availability, 'IN_STOCK')))
        .orderBy(asc(products.lineNumber))
        .limit(shoppers * lines)
    ).map((row) => row.lineNumber);

    const TOKEN = '/api/token-client-prod/v1';
    const anonymousToken = async (): Promise<string> => {
      const csrfResponse = await app.request(`${TOKEN}/csrf?clientType=WEB_APP`);
      const { csrf } = (await csrfResponse.json()) as { csrf: string };
      const response = await app.request(`${TOKEN}/token?clientType=WEB_APP`, {
        method: 'POST',
        headers: { 'x-csrf-token': csrf, cookie: `csrf_token=${csrf}` },
      });
      return ((await response.json()) as { accessToken: string }).accessToken;
    };
    const update = async (token: string, trolleyItem: Record<string, unknown>) => {
      const response = await app.request('/api/graphql-prod/v1/graphql?tag=updateTrolleyItem', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: UPDATE, variables: { trolleyItem } }),
      });
      const body = (await response.json()) as {
        data?: { updateTrolleyItem: { failures: unknown[] } };
        errors?: unknown[];
      };
      if (response.status !== 200 || body.errors || body.data?.updateTrolleyItem.failures.length) {
        throw new Error(
          `updateTrolleyItem answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`,
        );
      }
    };

    // Each shopper: a session and a trolley of `lines` products, made before the clock starts.
    const tokens = await Promise.all(Array.from({ length: shoppers }, anonymousToken));
    await Promise.all(
      tokens.map(async (token, s) => {
        for (let i = 0; i < lines; i++) {
          await update(token, {
            lineNumber: lineNumbers[s * lines + i],
            quantity: { amount: 1, uom: 'C62' },
          });
        }
      }),
    );

    // A shopper's next change waits for the answer to the last (the storefront's queue sends one at a time)
    // and for the shopper: `thinkMs` between clicks, or none at all for the saturation run.
    const run = async (thinkMs: (shopper: number, call: number) => number) => {
      const latencies: number[] = [];
      const started = performance.now();
      await Promise.all(
        tokens.map(async (token, s) => {
          for (let i = 0; i < updates; i++) {
            const pause = thinkMs(s, i);
            if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
            const lineNumber = lineNumbers[s * lines + (i % lines)];
            const sent = performance.now();
            await update(token, { lineNumber, quantity: { amount: 2 + ((i + s) % 5), uom: 'C62' } });
            latencies.push(performance.now() - sent);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      return { latencies, seconds: (performance.now() - started) / 1000 };
    };
    // Clicks 250 to 750 ms apart (500 ms on average: a brisk shopper), spread by a fixed pattern.
    const paced = await run((s, i) => 250 + ((s * 7919 + i * 104_729) % 501));
    const flat = await run(() => 0);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const summary = ({ latencies }: { latencies: number[] }) =>
      `p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? 0)}`;
    const p95 = percentile(paced.latencies, 95);
    return [
      `Trolley updates (updateTrolleyItem through the graph, in process, embedded database, ${productCount} products)`,
      `  ${shoppers} concurrent shoppers, ${updates} updates each, ${lines} lines per trolley`,
      `  shopping pace (a click every 250-750 ms per shopper): ${summary(paced)}`,
      `    p95 target ${TROLLEY_P95_TARGET_MS} ms or less: ${p95 <= TROLLEY_P95_TARGET_MS ? 'met' : 'NOT MET'}`,
      `  saturation (no pause, every shopper always waiting): ${summary(flat)}; ${Math.round(flat.latencies.length / flat.seconds)} updates per second`,
    ];
  } finally {
    await database.close();
  }
}
