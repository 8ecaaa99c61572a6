import type { CategoryTree, TaxonomyCategory } from '../../../src/api/taxonomy.ts';

type Required = Pick<TaxonomyCategory, 'id' | 'name'>;

/** A taxonomy category as the API answers it, with the fields a test does not care about filled in. */
export function category(fields: Partial<TaxonomyCategory> & Required): TaxonomyCategory {
  const slug = fields.name.toLowerCase().replace(/\W+/g, '_');
  return {
    shortName: null,
    path: `groceries/${slug}`,
    url: `/ecom/shop/browse/groceries/${slug}`,
    level: 2,
    parent: ['0', '10051'],
    parentId: '10051',
    categoryIds: [],
    hasDescendants: false,
    hiddenInNav: false,
    emptyOfProducts: false,
    iconName: null,
    offer: false,
    banner: null,
    pageTitle: null,
    image: null,
    ...fields,
  };
}

export function tree(root: TaxonomyCategory, descendants: TaxonomyCategory[] = []): CategoryTree {
  return { category: root, descendants };
}
