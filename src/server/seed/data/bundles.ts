import * as v from 'valibot';
import bundles from './bundles.json' with { type: 'json' };

/**
 * Bundles (doc 3 §3 Meal deal "Bundle: title, groups (title, products, thresholds)"; doc 3 §2 bundles/
 * {bundleName}): a shopping list for an occasion, each group drawing its products from the named categories
 * (./bundles.json; leaves, or an aisle), with how many of them the occasion needs (its threshold). Unlike a
 * meal deal a bundle has no price of its own: it is a quick way to shop an occasion.
 */
const BundleSchema = v.strictObject({
  /** The bundle's address: bundles/{name}. */
  name: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,60}$/)),
  title: v.string(),
  description: v.string(),
  groups: v.pipe(
    v.array(
      v.strictObject({
        title: v.string(),
        threshold: v.pipe(v.number(), v.integer(), v.minValue(1)),
        paths: v.pipe(v.array(v.string()), v.minLength(1)),
      }),
    ),
    v.minLength(1),
  ),
});

export type BundleSpec = v.InferOutput<typeof BundleSchema>;

const specs: unknown = bundles;
v.assert(v.array(BundleSchema), specs);

export const BUNDLES: readonly BundleSpec[] = specs;
