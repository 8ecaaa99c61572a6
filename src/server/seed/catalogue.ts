import { BRANCHES, type BranchRow } from './data/branches.ts';
import { generateProducts, type ProductRow } from './products.ts';
import { generatePromotions, type ProductPromotionRow, type PromotionRow } from './promotions.ts';
import { buildTaxonomy, type CategoryRow } from './taxonomy.ts';

/** The fixed seed: change it (and SEED_VERSION) only to ship a different shop. */
export const SEED = 20_260_101;
/** Created dates, offer dates and seasonal windows count from here, never from the clock. */
export const SEED_EPOCH = new Date('2026-01-01T00:00:00Z');

export interface CatalogueOptions {
  /** How many products to make; the taxonomy and branches are the same at every size. */
  products: number;
}

export interface Catalogue {
  categories: CategoryRow[];
  products: ProductRow[];
  promotions: PromotionRow[];
  productPromotions: ProductPromotionRow[];
  branches: BranchRow[];
}

/** Builds the whole shop in memory, the same on every machine for the same options. */
export function generateCatalogue(options: CatalogueOptions): Catalogue {
  const taxonomy = buildTaxonomy();
  const context = { seed: SEED, epoch: SEED_EPOCH };
  const products = generateProducts(taxonomy.leaves, options.products, context);
  const { promotions, productPromotions } = generatePromotions(products, taxonomy.leaves, context);
  return {
    categories: markOfferCategories(taxonomy.rows, products, productPromotions),
    products,
    promotions,
    productPromotions,
    branches: BRANCHES.map((branch) => ({
      ...branch,
      deliveryDistricts: [...(branch.deliveryDistricts ?? [])],
    })),
  };
}

/** A category has offers ('{name} Offers', doc 3 §4) when any product below it is on promotion. */
function markOfferCategories(
  categories: CategoryRow[],
  products: ProductRow[],
  links: ProductPromotionRow[],
): CategoryRow[] {
  const onOffer = new Set(links.map((link) => link.productId));
  const ancestorsOf = new Map(categories.map((category) => [category.id, category.ancestorIds ?? []]));
  const withOffers = new Set<number>();
  for (const product of products) {
    if (!onOffer.has(product.id)) continue;
    withOffers.add(product.categoryId);
    for (const id of ancestorsOf.get(product.categoryId) ?? []) withOffers.add(id);
  }
  return categories.map((category) => ({ ...category, offer: withOffers.has(category.id) }));
}
