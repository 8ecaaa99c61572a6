import type { Filter, Product, Promotion, SearchResults } from '../../../src/api/catalogue.ts';

/** Products and answers that satisfy the contract's schemas (src/api/catalogue.ts). */
export function product(overrides: Partial<Product> = {}): Product {
  const lineNumber = overrides.lineNumber ?? '100001';
  const name = overrides.name ?? 'Essential Semi Skimmed Milk';
  return {
    id: `${lineNumber}-1`,
    lineNumber,
    name,
    brand: 'Essential',
    size: '2 pints',
    url: `/ecom/products/${name.toLowerCase().replace(/\s+/g, '-')}/${lineNumber}-1`,
    thumbnail: `/api/images-prod/v1/products/${lineNumber}/small.svg`,
    productType: 'G',
    images: {
      small: `/img/${lineNumber}/small.svg`,
      medium: `/img/${lineNumber}/medium.svg`,
      large: `/img/${lineNumber}/large.svg`,
      extraLarge: `/img/${lineNumber}/xl.svg`,
    },
    categories: [
      { id: '10051', name: 'Groceries', path: 'groceries' },
      { id: '200', name: 'Dairy, Eggs & Milk', path: 'groceries/dairy_eggs_and_milk' },
      { id: '300', name: 'Milk', path: 'groceries/dairy_eggs_and_milk/milk' },
    ],
    availability: 'IN_STOCK',
    leadTime: null,
    productShelfLife: 7,
    maxPersonalisedMessageLength: null,
    containsAlcohol: false,
    substitutionsProhibited: false,
    persistDefault: false,
    markedForDelete: false,
    availableDays: null,
    barCodes: ['5000000000001'],
    summary: 'Fresh British milk.',
    productTags: [],
    marketingBadges: [],
    dietaryTags: ['Vegetarian'],
    cookingStatus: null,
    reviews: { averageRating: 4.3, reviewCount: 12 },
    customerProductDetails: { customerFavourite: false, customerPyo: false },
    currentSaleUnitPrice: {
      price: { amount: 1.5, currencyCode: 'GBP' },
      quantity: { amount: 1, uom: 'C62' },
    },
    defaultQuantity: { amount: 1, uom: 'C62' },
    depositCharge: null,
    displayPrice: '£1.50',
    displayUOMPrice: '£1.32/litre',
    displayPriceQualifier: '(£1.32/litre)',
    displayPriceEstimated: false,
    formattedPriceRange: null,
    promotions: [],
    weights: { servings: null, sizeDescription: '2 pints', uoms: ['C62'], formattedWeightRange: null },
    restriction: null,
    alcoholDetails: null,
    conflicts: [],
    ...overrides,
  };
}

export function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    promotionId: 501,
    promotionType: 'MULTI_BUY',
    promotionTypeCode: 'MV',
    promotionDescription: 'Any 2 for £2.50',
    promotionExpiryDate: '2026-12-24',
    hidden: false,
    myWaitrosePromotion: false,
    pyoPromotion: false,
    wasDisplayPrice: null,
    promoPath: '/ecom/shop/offers/501',
    discount: { type: 'TOTAL_PRICE' },
    groups: [],
    ...overrides,
  };
}

/** `count` distinct products, line numbers from `from`. */
export function products(count: number, from = 0, name = 'Milk'): Product[] {
  return Array.from({ length: count }, (_, index) =>
    product({ lineNumber: String(200000 + from + index), name: `${name} ${from + index + 1}` }),
  );
}

export const dietaryFilter = (
  counts: { vegan: number; organic: number } = { vegan: 30, organic: 12 },
): Filter => ({
  group: 'DIETARY_AND_LIFESTYLE',
  label: 'Dietary',
  allowMultiple: true,
  deselectAllOptionsLabel: null,
  options: [
    {
      filterTag: 'DIETARY_AND_LIFESTYLE:Vegan',
      text: 'Vegan',
      value: 'Vegan',
      count: counts.vegan,
      applied: false,
    },
    {
      filterTag: 'DIETARY_AND_LIFESTYLE:Organic',
      text: 'Organic',
      value: 'Organic',
      count: counts.organic,
      applied: false,
    },
  ],
});

export const availableInFilter: Filter = {
  group: 'LEADTIME',
  label: 'Available in',
  allowMultiple: false,
  deselectAllOptionsLabel: 'Show all availability',
  options: [
    { filterTag: 'LEADTIME:1', text: '1 day', value: '1', count: 4, applied: false },
    { filterTag: 'LEADTIME:2', text: '2 days', value: '2', count: 6, applied: false },
  ],
};

export const categoriesFilter: Filter = {
  group: 'childCategories',
  label: 'Categories',
  allowMultiple: false,
  deselectAllOptionsLabel: 'All Categories',
  options: [
    { filterTag: 'childCategories:300', text: 'Milk', value: '300', count: 40, applied: false },
    { filterTag: 'childCategories:301', text: 'Cream', value: '301', count: 20, applied: false },
  ],
};

export interface ResultsOptions {
  start?: number;
  total?: number;
  searchTerm?: string | null;
  filterTags?: string[];
  overrides?: Partial<SearchResults>;
}

/** A page of results: `pageProducts` starting at `start` of `total`. */
export function results(pageProducts: Product[], options: ResultsOptions = {}): SearchResults {
  const {
    start = 0,
    total = pageProducts.length,
    searchTerm = 'milk',
    filterTags = [],
    overrides = {},
  } = options;
  return {
    breadcrumbs: [],
    criteria: { searchTerm, category: null, filterTags, sortBy: 'RELEVANCE', size: 48, start },
    metaData: { didYouMean: null, origin: searchTerm === null ? 'browse' : 'search', categoryId: null },
    products: pageProducts,
    productsInResultset: pageProducts.length,
    totalMatches: total,
    hasMore: start + pageProducts.length < total,
    filters: [dietaryFilter(), availableInFilter],
    categoryLevelFilters: [categoriesFilter],
    subCategories: [],
    pageTitle: searchTerm ?? 'Groceries',
    pageSubTitle: null,
    showPageTitle: true,
    redirectUrl: null,
    ...overrides,
  };
}

export interface ContentRequestBody {
  contentUrl: string;
  customerId: string;
  customerSearchRequest: {
    queryParams: {
      searchTerm?: string;
      category?: string;
      filterTags?: string[];
      sortBy?: string;
      size?: number;
      start?: number;
    };
  };
}
