import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGESTIONS_DEFAULT_LIMIT } from '../../src/domain/search-limits.ts';
import {
  type CatalogueFixture,
  createCatalogueFixture,
  planOfFunction,
} from './support/catalogue-fixture.ts';

// Autocomplete: GET search-{env}/v1/suggestions?term=&limit= (docs/api/catalogue.md; doc 3 §4, §5, §9).

let shop: CatalogueFixture;

beforeAll(async () => {
  shop = await createCatalogueFixture();
});

afterAll(async () => {
  await shop?.close();
});

async function suggest(term: string, limit?: number): Promise<string[]> {
  const query = new URLSearchParams({ term, ...(limit === undefined ? {} : { limit: String(limit) }) });
  const answer = await shop.get(`/api/search-prod/v1/suggestions?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('Cache-Control')).toBe('public, max-age=60');
  return answer.body.suggestions.map((suggestion: { term: string }) => suggestion.term);
}

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);

describe('suggestions', () => {
  it('offers names holding every word typed, the last as a prefix', async () => {
    const found = await suggest('semi skim');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(SUGGESTIONS_DEFAULT_LIMIT);
    for (const name of found) {
      expect(words(name)).toContain('semi');
      expect(words(name).some((word) => word.startsWith('skim'))).toBe(true);
    }
    expect(await suggest('skim semi')).toEqual([]);
  });

  it('puts names that start with what was typed first, then categories, then the shortest', async () => {
    const found = await suggest('chee', 20);
    const starts = found.map((name) => name.toLowerCase().startsWith('chee'));
    expect(starts[0]).toBe(true);
    expect(starts).toEqual([...starts].sort((a, b) => Number(b) - Number(a)));
    const categories = new Set(
      (await shop.rows<{ name: string }>('select name from categories where level >= 2')).map(
        (row) => row.name,
      ),
    );
    const leading = found.filter((_, i) => starts[i]);
    const kinds = leading.map((name) => categories.has(name));
    expect(kinds).toEqual([...kinds].sort((a, b) => Number(b) - Number(a)));
    expect(kinds[0]).toBe(true);
  });

  it('answers each name once, whatever its case, and keeps to the limit', async () => {
    const found = await suggest('milk', 20);
    expect(found.length).toBe(20);
    expect(new Set(found.map((name) => name.toLowerCase())).size).toBe(found.length);
    expect(await suggest('milk', 3)).toHaveLength(3);
  });

  it('ignores accents and starts at three characters', async () => {
    expect((await suggest('pate')).some((name) => name.includes('Pâté'))).toBe(true);
    expect(await suggest('mi')).toEqual([]);
    expect(await suggest('  m ')).toEqual([]);
    expect((await suggest('mil')).length).toBeGreaterThan(0);
  });

  it('finds them through the GIN index', async () => {
    const plan = await planOfFunction(shop, 'search_suggestions_for', {
      query: "to_tsquery('shop_simple', 'semi & skim:*')",
      typed: "'semi skim'",
      wanted: '8',
    });
    expect(plan).toContain('search_suggestions_vector_idx');
    expect(plan).not.toMatch(/Seq Scan on search_suggestions/);
  });

  it.each([
    ['no term', ''],
    ['a term of 151 characters', `?term=${'a'.repeat(151)}`],
    ['a limit of 0', '?term=milk&limit=0'],
    ['a limit of 21', '?term=milk&limit=21'],
    ['a limit that is not a number', '?term=milk&limit=lots'],
    ['a fractional limit', '?term=milk&limit=1.5'],
  ])('refuses %s with 400', async (_name, query) => {
    const answer = await shop.get(`/api/search-prod/v1/suggestions${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ type: 'BAD_REQUEST' });
  });
});
