import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, MalformedResponseError } from '../../../src/api/errors.ts';
import { getCategory } from '../../../src/api/taxonomy.ts';
import { fakeFetch, jsonAnswer } from './fake-fetch.ts';
import { category } from './taxonomy-fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

describe('getCategory (doc 3 §7 taxonomy)', () => {
  it('asks the taxonomy service for a category and its descendants, through the app’s call layer', async () => {
    const tree = {
      category: category({ id: '10051', name: 'Groceries', level: 1, parent: ['0'], parentId: '0' }),
      descendants: [category({ id: '300', name: 'Bakery' })],
    };
    const { fetch, sent } = fakeFetch(jsonAnswer(tree));
    vi.stubGlobal('fetch', fetch);

    await expect(getCategory('10051', 2)).resolves.toEqual(tree);
    expect(sent[0]?.url).toBe(`${window.location.origin}/api/taxonomy-prod/v1/categories/10051?depth=2`);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer unauthenticated');
  });

  it('reports a missing category as a 404 ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch(jsonAnswer({ message: 'Category 123 not found', type: 'NOT_FOUND' }, { status: 404 })).fetch,
    );
    await expect(getCategory('123')).rejects.toMatchObject({ status: 404, constructor: ApiError });
  });

  it('rejects a category without its flags', async () => {
    const { hiddenInNav: _, ...withoutFlag } = category({ id: '300', name: 'Bakery' });
    vi.stubGlobal('fetch', fakeFetch(jsonAnswer({ category: withoutFlag, descendants: [] })).fetch);
    await expect(getCategory('300')).rejects.toThrow(MalformedResponseError);
    await expect(getCategory('300')).rejects.toThrow(/category\.hiddenInNav: Invalid key/);
  });
});
