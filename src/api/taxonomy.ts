import * as v from 'valibot';
import { call } from './client.ts';

/** Special taxonomy ids (doc 3 §3). */
export const GROCERIES_CATEGORY_ID = '10051';
export const ENTERTAINING_CATEGORY_ID = '10052';

/** Taxonomy category (doc 3 §3). */
export const taxonomyCategorySchema = v.object({
  id: v.string(),
  name: v.string(),
  shortName: v.nullable(v.string()),
  path: v.string(),
  url: v.string(),
  level: v.number(),
  parent: v.array(v.string()),
  parentId: v.nullable(v.string()),
  categoryIds: v.array(v.string()),
  hasDescendants: v.boolean(),
  hiddenInNav: v.boolean(),
  emptyOfProducts: v.boolean(),
  iconName: v.nullable(v.string()),
  offer: v.boolean(),
  banner: v.nullable(v.string()),
  pageTitle: v.nullable(v.string()),
});
export type TaxonomyCategory = v.InferOutput<typeof taxonomyCategorySchema>;

/** A category and the categories up to `depth` levels below it, ordered by level then position. */
export const categoryTreeSchema = v.object({
  category: taxonomyCategorySchema,
  descendants: v.array(taxonomyCategorySchema),
});
export type CategoryTree = v.InferOutput<typeof categoryTreeSchema>;

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
