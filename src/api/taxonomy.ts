import { categoryTreeSchema } from '../contract/taxonomy.ts';
import { call } from './client.ts';

export type { CategoryTree, TaxonomyCategory } from '../contract/taxonomy.ts';

/** Special taxonomy ids (doc 3 §3). */
export const GROCERIES_CATEGORY_ID = '10051';
export const ENTERTAINING_CATEGORY_ID = '10052';

/** Browse taxonomy depth (doc 3 §3). */
export type TaxonomyDepth = 0 | 1 | 2 | 3 | 4;

/** GET taxonomy categories/{categoryId}?depth={depth}. A missing category is an ApiError with status 404. */
export function getCategory(categoryId: string, depth: TaxonomyDepth = 1, signal?: AbortSignal) {
  return call({
    service: 'taxonomy',
    version: 1,
    endpoint: `categories/${encodeURIComponent(categoryId)}`,
    searchParams: { depth },
    schema: categoryTreeSchema,
    signal,
  });
}
