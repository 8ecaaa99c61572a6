import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, SORT_OPTIONS } from '../../contract/catalogue.ts';
import {
  CONTENT_REQUEST_MAX_BYTES,
  FILTER_TAG_MAX_LENGTH,
  FILTER_TAGS_MAX,
  PRODUCT_LOOKUP_MAX,
  SEARCH_TERM_MAX_LENGTH,
  SUGGESTIONS_DEFAULT_LIMIT,
  SUGGESTIONS_MAX_LIMIT,
} from '../../domain/search-limits.ts';
import type { CatalogueService } from '../services/catalogue.ts';
import { normaliseTerm } from '../services/search-query.ts';
import { apiError } from './errors.ts';

/**
 * The catalogue's HTTP side (docs/api/catalogue.md; doc 3 §7): search and browse on the content service,
 * product lookups on the products service, autocomplete on the search service. Every input is checked
 * here and refused with a 400 BAD_REQUEST naming the field and what it allows; nothing a client sends
 * can make these routes answer 500. Catalogue answers are public: proxies may keep them a minute.
 */

const PUBLIC_CACHE = 'public, max-age=60';
const LINE_NUMBER = /^\d{1,20}$/;
const PRODUCT_ID = /^[0-9A-Za-z-]{1,64}$/;
const CATEGORY_ID = /^\d{1,9}$/;
/** The largest `start`: far beyond any result set, small enough to stay an ordinary number. */
const MAX_START = 1_000_000;
/** A search term as sent may carry extra white space, but not without bound. */
const RAW_TERM_MAX_LENGTH = 1000;

const badRequest = (c: Context, message: string) => apiError(c, 400, 'BAD_REQUEST', message);

/**
 * Each product's JSON, written and encoded once: products are the same objects for as long as the catalogue
 * does not change (services/catalogue.ts keeps them), and they are most of every answer's bytes.
 */
const encoder = new TextEncoder();
const productBytes = new WeakMap<object, Uint8Array>();
function bytesOf(product: object): Uint8Array {
  let bytes = productBytes.get(product);
  if (bytes === undefined) {
    bytes = encoder.encode(JSON.stringify(product));
    productBytes.set(product, bytes);
  }
  return bytes;
}

const COMMA = encoder.encode(',');

/** `{"<key>":[...products], ...rest}` (or one product: `{"<key>":{...}}`) from the products' stored bytes. */
function encodeAnswer(
  key: 'products' | 'product',
  products: readonly object[],
  rest: Record<string, unknown> = {},
): Uint8Array<ArrayBuffer> {
  const others = JSON.stringify(rest);
  const single = key === 'product';
  const parts: Uint8Array[] = [encoder.encode(`{"${key}":${single ? '' : '['}`)];
  products.forEach((product, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(bytesOf(product));
  });
  parts.push(encoder.encode(`${single ? '' : ']'}${others === '{}' ? '}' : `,${others.slice(1)}`}`));
  const body = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.length;
  }
  return body;
}

function json(c: Context, body: Uint8Array<ArrayBuffer>) {
  c.header('Cache-Control', PUBLIC_CACHE);
  return c.body(body, 200, { 'Content-Type': 'application/json' });
}

/**
 * Search and browse answers already written, by catalogue generation and request, least recently used
 * forgotten first beyond a budget of bytes: the same popular page asked again is sent as it is.
 */
class AnswerCache {
  readonly #answers = new Map<string, Uint8Array<ArrayBuffer>>();
  #bytes = 0;
  constructor(readonly maxBytes: number) {}

  get(key: string): Uint8Array<ArrayBuffer> | undefined {
    const answer = this.#answers.get(key);
    if (answer) {
      this.#answers.delete(key);
      this.#answers.set(key, answer);
    }
    return answer;
  }

  set(key: string, answer: Uint8Array<ArrayBuffer>): void {
    if (answer.length > this.maxBytes / 8) return;
    this.#answers.set(key, answer);
    this.#bytes += answer.length;
    for (const [oldest, old] of this.#answers) {
      if (this.#bytes <= this.maxBytes) break;
      this.#answers.delete(oldest);
      this.#bytes -= old.length;
    }
  }
}

/** Written search answers kept per process. */
const ANSWER_CACHE_BYTES = 32 * 1024 * 1024;

/** The first problem valibot found, as '{field}: {what is allowed}'. */
function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'The request is not valid';
  const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return path ? `${path}: ${issue.message}` : issue.message;
}

const limitedBody = bodyLimit({
  maxSize: CONTENT_REQUEST_MAX_BYTES,
  onError: (c) => badRequest(c, `The request body must be at most ${CONTENT_REQUEST_MAX_BYTES / 1024} KB`),
});

/** The body as JSON, or a message saying why it is not. */
async function jsonBody(c: Context): Promise<{ ok: true; body: unknown } | { ok: false; message: string }> {
  const text = await c.req.text();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, message: 'The request body must be JSON' };
  }
}

const tagList = (name: string) =>
  v.nullish(
    v.pipe(
      v.array(
        v.pipe(
          v.string(`each ${name} entry must be a string`),
          v.maxLength(
            FILTER_TAG_MAX_LENGTH,
            `each ${name} entry must be at most ${FILTER_TAG_MAX_LENGTH} characters`,
          ),
        ),
        `must be a list of strings`,
      ),
      v.maxLength(FILTER_TAGS_MAX, `must hold at most ${FILTER_TAGS_MAX} entries`),
    ),
  );

const queryParamsSchema = v.object(
  {
    searchTerm: v.nullish(
      v.pipe(
        v.string('must be a string'),
        v.maxLength(RAW_TERM_MAX_LENGTH, `must be at most ${SEARCH_TERM_MAX_LENGTH} characters`),
        v.check(
          (term) => [...normaliseTerm(term)].length <= SEARCH_TERM_MAX_LENGTH,
          `must be at most ${SEARCH_TERM_MAX_LENGTH} characters`,
        ),
      ),
    ),
    category: v.nullish(
      v.pipe(
        v.string('must be a category id (a string of digits)'),
        v.regex(CATEGORY_ID, 'must be a category id (a string of digits)'),
      ),
    ),
    filterTags: tagList('filterTags'),
    searchTags: tagList('searchTags'),
    size: v.nullish(v.picklist(PAGE_SIZES, `must be one of ${PAGE_SIZES.join(', ')}`)),
    sortBy: v.nullish(v.picklist(SORT_OPTIONS, `must be one of ${SORT_OPTIONS.join(', ')}`)),
    start: v.nullish(
      v.pipe(
        v.number('must be a whole number from 0'),
        v.integer('must be a whole number from 0'),
        v.minValue(0, 'must be a whole number from 0'),
        v.maxValue(MAX_START, `must be at most ${MAX_START}`),
      ),
    ),
  },
  'must be an object',
);

const contentRequestSchema = v.object(
  {
    contentUrl: v.pipe(
      v.string('is required: /shop/search, /shop/multi-search or /shop/browse/{path}'),
      v.maxLength(300, 'must be at most 300 characters'),
      v.regex(/^\/[A-Za-z0-9_\-/]*$/, 'must be a path such as /shop/search or /shop/browse/groceries'),
    ),
    customerId: v.nullish(
      v.pipe(v.string('must be a string'), v.regex(/^-?\d{1,20}$/, 'must be a customer id, or -1')),
    ),
    customerSearchRequest: v.nullish(
      v.object({ queryParams: v.nullish(queryParamsSchema) }, 'must be an object with queryParams'),
    ),
  },
  'The request body must be a JSON object with contentUrl and customerSearchRequest',
);

/** Content service: `PUT /api/content-{env}/v2/en?clientType=WEB_APP` searches and browses (doc 3 §7). */
export function catalogueContentRoutes(catalogue: CatalogueService) {
  const written = new AnswerCache(ANSWER_CACHE_BYTES);
  return new Hono().put('/en', limitedBody, async (c) => {
    if (c.req.query('clientType') !== 'WEB_APP') return badRequest(c, 'clientType must be WEB_APP');
    const read = await jsonBody(c);
    if (!read.ok) return badRequest(c, read.message);
    const parsed = v.safeParse(contentRequestSchema, read.body);
    if (!parsed.success) return badRequest(c, firstIssue(parsed.issues));
    const params = parsed.output.customerSearchRequest?.queryParams ?? {};
    const query = {
      contentUrl: parsed.output.contentUrl,
      searchTerm: params.searchTerm ?? undefined,
      category: params.category ?? undefined,
      filterTags: params.filterTags ?? [],
      sortBy: params.sortBy ?? 'RELEVANCE',
      size: params.size ?? DEFAULT_PAGE_SIZE,
      start: params.start ?? 0,
    };
    const key = `${await catalogue.generationKey()} ${JSON.stringify(query)}`;
    const known = written.get(key);
    if (known) return json(c, known);
    const outcome = await catalogue.search(query);
    if (!outcome.ok) return apiError(c, outcome.status, outcome.type, outcome.message);
    const { products, ...rest } = outcome.results;
    const answer = encodeAnswer('products', products, rest);
    written.set(key, answer);
    return json(c, answer);
  });
}

/** The line numbers of a lookup, or a message saying what is allowed. */
function lineNumbersOf(raw: unknown): { ok: true; lineNumbers: string[] } | { ok: false; message: string } {
  const allowed = `lineNumbers: 1 to ${PRODUCT_LOOKUP_MAX} line numbers of 1 to 20 digits`;
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > PRODUCT_LOOKUP_MAX) {
    return { ok: false, message: allowed };
  }
  if (!raw.every((item): item is string => typeof item === 'string' && LINE_NUMBER.test(item))) {
    return { ok: false, message: allowed };
  }
  return { ok: true, lineNumbers: raw };
}

/** Products service v1: `GET products/{lineNumbers joined with +}` and `GET product-details/{productId}`. */
export function productRoutes(catalogue: CatalogueService) {
  return new Hono()
    .get('/products/:lineNumbers', async (c) => {
      // A '+' in a path is a literal plus: the line numbers are joined with it.
      const checked = lineNumbersOf(c.req.param('lineNumbers').split('+'));
      if (!checked.ok) return badRequest(c, checked.message);
      const view = c.req.query('view');
      if (view !== undefined && view !== 'SUMMARY') return badRequest(c, 'view must be SUMMARY');
      const trolleyId = c.req.query('trolleyId');
      if (trolleyId !== undefined && trolleyId !== '' && !PRODUCT_ID.test(trolleyId)) {
        return badRequest(c, 'trolleyId must be a trolley id of letters, digits and dashes');
      }
      return json(c, encodeAnswer('products', await catalogue.products(checked.lineNumbers)));
    })
    .get('/product-details/:productId', async (c) => {
      const productId = c.req.param('productId');
      if (!PRODUCT_ID.test(productId)) {
        return badRequest(c, 'productId must be a product id of letters, digits and dashes');
      }
      const product = await catalogue.product(productId);
      if (!product) return apiError(c, 404, 'NOT_FOUND', `No product ${productId}`);
      return json(c, encodeAnswer('product', [product]));
    });
}

const pricedProductsSchema = v.object(
  {
    lineNumbers: v.unknown(),
    branchId: v.nullish(
      v.pipe(
        v.number('must be a branch id (a whole number)'),
        v.integer('must be a branch id (a whole number)'),
        v.minValue(1, 'must be a branch id (a whole number)'),
        v.maxValue(999_999_999, 'must be a branch id (a whole number)'),
      ),
    ),
  },
  'The request body must be a JSON object with lineNumbers',
);

/** Products service v2: `POST priced-products` with `{ lineNumbers, branchId? }`. */
export function pricedProductRoutes(catalogue: CatalogueService) {
  return new Hono().post('/priced-products', limitedBody, async (c) => {
    const read = await jsonBody(c);
    if (!read.ok) return badRequest(c, read.message);
    const parsed = v.safeParse(pricedProductsSchema, read.body);
    if (!parsed.success) return badRequest(c, firstIssue(parsed.issues));
    const checked = lineNumbersOf(parsed.output.lineNumbers);
    if (!checked.ok) return badRequest(c, checked.message);
    // Prices are the same in every branch; the branch is accepted for the call's shape.
    return c.json({ products: await catalogue.pricedProducts(checked.lineNumbers) });
  });
}

/** Search service: `GET /api/search-{env}/v1/suggestions?term=&limit=` (autocomplete, doc 3 §5). */
export function suggestionRoutes(catalogue: CatalogueService) {
  return new Hono().get('/suggestions', async (c) => {
    const term = c.req.query('term');
    if (term === undefined) return badRequest(c, 'term is required');
    if (term.length > RAW_TERM_MAX_LENGTH || [...normaliseTerm(term)].length > SEARCH_TERM_MAX_LENGTH) {
      return badRequest(c, `term must be at most ${SEARCH_TERM_MAX_LENGTH} characters`);
    }
    const rawLimit = c.req.query('limit');
    const limit = rawLimit === undefined ? SUGGESTIONS_DEFAULT_LIMIT : Number(rawLimit);
    if (
      rawLimit !== undefined &&
      (!/^\d{1,2}$/.test(rawLimit) || limit < 1 || limit > SUGGESTIONS_MAX_LIMIT)
    ) {
      return badRequest(c, `limit must be a whole number from 1 to ${SUGGESTIONS_MAX_LIMIT}`);
    }
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json(await catalogue.suggestions(term, limit));
  });
}
