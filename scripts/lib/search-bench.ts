import { createApp } from '../../src/server/app.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/logger.ts';

/**
 * The search API under load (`npm run bench`): PUT content-{env}/v2/en through the Hono app in process
 * (`app.request`, no sockets, so the figures are the server's own time: routing, validation, the
 * database, JSON; no gzip, which a proxy or CDN in front usually does), with a realistic mix of searches
 * and browses, filters, sorts and pages. Latency is from the moment a request starts until its whole
 * body has been read.
 */

/**
 * What shoppers type, most asked first (the mix asks them with Zipf weights, as search logs look): single
 * words, product kinds, a few two and three word terms.
 */
const TERMS = [
  'milk',
  'bread',
  'eggs',
  'chicken',
  'cheese',
  'butter',
  'bananas',
  'apples',
  'wine',
  'beer',
  'coffee',
  'tea',
  'pasta',
  'rice',
  'yogurt',
  'chocolate',
  'crisps',
  'salmon',
  'mince',
  'sausages',
  'tomatoes',
  'potatoes',
  'orange juice',
  'ice cream',
  'pizza',
  'cereal',
  'biscuits',
  'gin',
  'prosecco',
  'free range eggs',
  'semi skimmed milk',
  'greek yogurt',
  'olive oil',
  'dog food',
  'toilet roll',
  'nappies',
  'birthday cake',
  'rose wine',
  'gluten free bread',
  'chicken breast',
  'smoked salmon',
  'mince pies',
  'strawberries',
  'avocado',
  'flowers',
  'chocolate biscuits',
  'creme fraiche',
  'sourdough',
  'coffee beans',
  'cheddar',
];
/** Words the long tail is made of: rarer terms, each asked once, never cached. */
const TAIL_WORDS = [
  'organic',
  'british',
  'smoked',
  'italian',
  'free',
  'range',
  'mature',
  'sliced',
  'fresh',
  'frozen',
  'vegan',
  'spicy',
  'lemon',
  'garlic',
  'honey',
  'roast',
  'dark',
  'salted',
  'whole',
  'mini',
  'large',
  'cornish',
  'thai',
  'red',
  'green',
  'sweet',
  'crunchy',
  'wild',
  'classic',
  'luxury',
];
const BROWSE_PATHS = [
  'groceries',
  'groceries/fresh_and_chilled',
  'groceries/fresh_and_chilled/milk_butter_and_eggs',
  'groceries/fresh_and_chilled/milk_butter_and_eggs/milk',
  'groceries/bakery',
  'groceries/beer_wine_and_spirits',
  'groceries/frozen',
  'groceries/food_cupboard',
  'groceries/fruit_and_vegetables',
  'entertaining',
  'entertaining/party_food',
  'offers',
];
/** Most lists are not filtered; a filtered one mostly has one tag. */
const FILTERS: readonly (readonly [string[], number])[] = [
  [[], 70],
  [['DIETARY_AND_LIFESTYLE:Vegetarian'], 6],
  [['DIETARY_AND_LIFESTYLE:Gluten free'], 4],
  [['BRAND:Waitrose'], 5],
  [['OFFER_TYPE:PERCENT_OFF'], 6],
  [['DIETARY_AND_LIFESTYLE:Vegan', 'BRAND:Essential Waitrose'], 2],
  [['OFFER_TYPE:MULTI_BUY', 'OFFER_TYPE:PERCENT_OFF'], 3],
  [['DIETARY_AND_LIFESTYLE:Vegetarian', 'OFFER_TYPE:PERCENT_OFF'], 4],
];
/** Most shoppers keep the default sort. */
const SORTS: readonly (readonly [string, number])[] = [
  ['RELEVANCE', 75],
  ['PRICE_LOW_2_HIGH', 10],
  ['PRICE_HIGH_2_LOW', 3],
  ['A_2_Z', 4],
  ['MOST_RECENT', 5],
  ['CATEGORY', 3],
];
/** Most look at the first page; some load more. */
const STARTS: readonly (readonly [number, number])[] = [
  [0, 80],
  [48, 14],
  [96, 6],
];
/** Requests of the mix a process has answered before it is measured: a few minutes of a busy shop. */
const WARM_UP_REQUESTS = 8000;
/** In the long-tail runs, one request in ten is a term nobody asked before (a rare combination). */
export const LONG_TAIL_SHARE = 0.1;

/** A small deterministic generator, so every run asks the same things. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** A choice by weight. */
  const weighted = <T>(list: readonly (readonly [T, number])[]): T => {
    let left = next() * list.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [value, weight] of list) {
      left -= weight;
      if (left < 0) return value;
    }
    return (list.at(-1) as readonly [T, number])[0];
  };
  /** Zipf: the first of a list is asked twice as often as the second, three times the third... */
  const popular = <T>(list: readonly T[]): T =>
    weighted(list.map((value, rank) => [value, 1 / (rank + 1)] as const));
  return { next, weighted, popular };
}

interface SearchRequest {
  body: string;
}

/** Every two-word term of the long tail, in a fixed shuffled order, each handed out once per run. */
function tailTerms() {
  const { next } = random(7);
  const terms = TAIL_WORDS.flatMap((word) => TERMS.map((term) => `${word} ${term}`));
  for (let i = terms.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [terms[i], terms[j]] = [terms[j] as string, terms[i] as string];
  }
  let position = 0;
  return () => terms[position++ % terms.length] as string;
}

function requestMaker(seed: number, nextTailTerm: () => string, tailShare: number) {
  const { next, weighted, popular } = random(seed);
  const body = (contentUrl: string, queryParams: Record<string, unknown>) =>
    JSON.stringify({ contentUrl, customerId: '-1', customerSearchRequest: { queryParams } });
  return {
    /** A popular query: the same few hundred are asked again and again. */
    popular(): SearchRequest {
      const common = {
        filterTags: weighted(FILTERS),
        sortBy: weighted(SORTS),
        start: weighted(STARTS),
        size: 48,
      };
      return next() < 0.65
        ? { body: body('/shop/search', { searchTerm: popular(TERMS), ...common }) }
        : { body: body(`/shop/browse/${popular(BROWSE_PATHS)}`, common) };
    },
    /** A term asked once: its matches, counts and products are not in any cache yet. */
    longTail(): SearchRequest {
      return {
        body: body('/shop/search', { searchTerm: nextTailTerm(), sortBy: weighted(SORTS), size: 48 }),
      };
    },
    next(): SearchRequest {
      return next() < tailShare ? this.longTail() : this.popular();
    },
  };
}

export interface LatencyFigures {
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
}

function figures(samples: number[], wallMs: number): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return {
    requests: samples.length,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    perSecond: (samples.length / wallMs) * 1000,
  };
}

export interface SearchBenchResult {
  /** The first request, which loads the catalogue index into the process. */
  firstMs: number;
  /** Each popular query the first time it is asked (nothing cached but the index). */
  cold: LatencyFigures;
  /** The popular queries, asked again and again, as most of a shop's searches are. */
  popular: { oneClient: LatencyFigures; concurrent: LatencyFigures };
  /** The same with one request in ten a term never asked before. */
  longTail: { oneClient: LatencyFigures; concurrent: LatencyFigures };
  clients: number;
}

export async function benchSearch(
  database: DatabaseHandle,
  options: { oneClientRequests: number; clients: number; requestsPerClient: number },
): Promise<SearchBenchResult> {
  const app = createApp({ database, logger: createLogger({ write: () => {} }), apiEnv: 'prod' });
  const send = async (request: SearchRequest) => {
    const started = performance.now();
    // A server reads each request from its socket on a turn of the event loop of its own. `app.request`
    // alone would run a client's requests as one unbroken chain of promise jobs, and 25 such chains
    // would keep the loop from ever reading the database's replies; so each request starts on a new turn
    // (the wait for that turn counts in its time, as a request waiting in a socket would).
    await new Promise((resolve) => setImmediate(resolve));
    const response = await app.request('/api/content-prod/v2/en?clientType=WEB_APP', {
      method: 'PUT',
      body: request.body,
      headers: { 'Content-Type': 'application/json' },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`search answered ${response.status}: ${request.body}`);
    return performance.now() - started;
  };

  const nextTailTerm = tailTerms();
  const warmUp = requestMaker(1, nextTailTerm, 0);
  const firstMs = await send(warmUp.popular());
  // A shop that has just started: each query the first time it is asked (repeats are not measured).
  const seen = new Set<string>();
  const coldSamples: number[] = [];
  const coldStarted = performance.now();
  for (let i = 0; i < WARM_UP_REQUESTS; i++) {
    const request = warmUp.popular();
    if (seen.has(request.body)) {
      await send(request);
      continue;
    }
    seen.add(request.body);
    coldSamples.push(await send(request));
  }
  const cold = figures(coldSamples, performance.now() - coldStarted);

  const run = async (tailShare: number, seed: number) => {
    const single = requestMaker(seed, nextTailTerm, tailShare);
    const oneSamples: number[] = [];
    const oneStarted = performance.now();
    for (let i = 0; i < options.oneClientRequests; i++) oneSamples.push(await send(single.next()));
    const oneClient = figures(oneSamples, performance.now() - oneStarted);

    const manySamples: number[] = [];
    const manyStarted = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        const maker = requestMaker(seed * 1000 + client, nextTailTerm, tailShare);
        for (let i = 0; i < options.requestsPerClient; i++) manySamples.push(await send(maker.next()));
      }),
    );
    return { oneClient, concurrent: figures(manySamples, performance.now() - manyStarted) };
  };
  const popular = await run(0, 2);
  const longTail = await run(LONG_TAIL_SHARE, 3);
  return { firstMs, cold, popular, longTail, clients: options.clients };
}

export function printSearchBench(
  label: string,
  result: SearchBenchResult,
  targets: { oneClientP95: number; concurrentP95: number },
) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (name: string, figures: LatencyFigures, target?: number) =>
    `  ${name.padEnd(22)} p50 ${ms(figures.p50).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}  p99 ${ms(
      figures.p99,
    ).padStart(9)}  max ${ms(figures.max).padStart(9)}  ${figures.perSecond.toFixed(0).padStart(5)}/s  (${
      figures.requests
    } requests)${
      target === undefined
        ? ''
        : `  target p95 ${target} ms or less: ${figures.p95 <= target ? 'met' : 'NOT MET'}`
    }`;
  console.log(`\nSearch API (PUT content-prod/v2/en through the app in process), ${label}`);
  console.log(`  first request (loads the catalogue index): ${ms(result.firstMs)}`);
  console.log(line('each query, first time', result.cold));
  console.log('  popular mix (searches and browses, filters, sorts, pages), asked again and again:');
  console.log(line('1 client', result.popular.oneClient, targets.oneClientP95));
  console.log(line(`${result.clients} clients at once`, result.popular.concurrent, targets.concurrentP95));
  console.log(`  the same with ${LONG_TAIL_SHARE * 100}% of requests a term never asked before:`);
  console.log(line('1 client', result.longTail.oneClient));
  console.log(line(`${result.clients} clients at once`, result.longTail.concurrent));
}
