import * as v from 'valibot';

/** The taxonomy answer (doc 3 §3 Taxonomy category; docs/api/catalogue.md): a category and those below it. */

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
  /** The category's picture in the spec's image sizes (as a product's `images`), or null when it has none. */
  image: v.nullable(
    v.object({ small: v.string(), medium: v.string(), large: v.string(), extraLarge: v.string() }),
  ),
});
export type TaxonomyCategory = v.InferOutput<typeof taxonomyCategorySchema>;

/** A category and the categories up to `depth` levels below it, ordered by level then position. */
export const categoryTreeSchema = v.object({
  category: taxonomyCategorySchema,
  descendants: v.array(taxonomyCategorySchema),
});
export type CategoryTree = v.InferOutput<typeof categoryTreeSchema>;
