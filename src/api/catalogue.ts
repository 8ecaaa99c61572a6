import * as v from 'valibot';
import { SORT_OPTIONS, type SortBy } from '../domain/sort-options.ts';
import { call } from './client.ts';

/**
 * The catalogue calls (doc 3 §7) and the shapes of their answers (doc 3 §3 Product, Promotion, Search
 * state and results). This file is the contract between the storefront and the server: the server's
 * answers are checked against these schemas in test/server (catalogue contract tests). docs/api/catalogue.md
 * describes the endpoints.
 */

// ---------------------------------------------------------------------------------------------------------
// Shared shapes

export const UNITS_OF_MEASURE = ['C62', 'KGM', 'GRM', 'LBR'] as const;
export const unitOfMeasureSchema = v.picklist(UNITS_OF_MEASURE);
export type UnitOfMeasure = v.InferOutput<typeof unitOfMeasureSchema>;

/** An amount of money in pounds (2 decimal places), as the services send it. */
export const moneySchema = v.object({ amount: v.number(), currencyCode: v.literal('GBP') });
export type Money = v.InferOutput<typeof moneySchema>;

export const quantitySchema = v.object({ amount: v.number(), uom: unitOfMeasureSchema });
export type Quantity = v.InferOutput<typeof quantitySchema>;

/** Stock state: IN_STOCK, OUT_OF_STOCK ('Sold out online'), UNAVAILABLE ('Temporarily unavailable'). */
export const AVAILABILITY = ['IN_STOCK', 'OUT_OF_STOCK', 'UNAVAILABLE'] as const;
export type Availability = (typeof AVAILABILITY)[number];

/** A category a product belongs to, from the top (groceries or entertaining) down to its leaf. */
export const productCategorySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Lower-cased path below the shop root, e.g. `groceries/bakery/bread/white_bread`. */
  path: v.string(),
});

/** Promotion (doc 3 §3). */
export const promotionSchema = v.object({
  promotionId: v.number(),
  /** What kind of offer: PERCENT_OFF, MULTI_BUY, AMOUNT_OFF, INTRODUCTORY, FEATURED, NEW_LOWER_PRICE, ... */
  promotionType: v.string(),
  /** The provider's code (doc 3 §9): INT, MPO, PMA, PMR, PMS, PMT, NLP, MV, LI, FEA, MD. */
  promotionTypeCode: v.string(),
  /** 'Any 3 for £5', 'Save 25%', 'All for just £12' ... */
  promotionDescription: v.string(),
  /** yyyy-MM-dd, the last day it applies. */
  promotionExpiryDate: v.string(),
  hidden: v.boolean(),
  /** 'Offer applies to myWaitrose members only.' */
  myWaitrosePromotion: v.boolean(),
  pyoPromotion: v.boolean(),
  /** '£2.50' when the product was dearer before the offer, else null. */
  wasDisplayPrice: v.nullable(v.string()),
  /** Storefront path of the offer's page, e.g. `/ecom/shop/offers/123`. */
  promoPath: v.string(),
  discount: v.object({ type: v.string() }),
  groups: v.array(v.object({ threshold: v.number(), name: v.string(), lineNumbers: v.array(v.string()) })),
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** The price of `quantity` (e.g. £2.50 for 1 KGM). */
export const saleUnitPriceSchema = v.object({ price: moneySchema, quantity: quantitySchema });

/** Product (doc 3 §3), as every catalogue call returns it. */
export const productSchema = v.object({
  id: v.string(),
  lineNumber: v.string(),
  name: v.string(),
  brand: v.string(),
  size: v.string(),
  /** Storefront path of the product page: `/ecom/products/{productName}/{productId}`. */
  url: v.string(),
  /** The small image's URL. */
  thumbnail: v.string(),
  productType: v.string(),
  images: v.object({ small: v.string(), medium: v.string(), large: v.string(), extraLarge: v.string() }),
  categories: v.array(productCategorySchema),
  availability: v.picklist(AVAILABILITY),
  /** Days' notice needed (entertaining items); null when none. */
  leadTime: v.nullable(v.number()),
  productShelfLife: v.nullable(v.number()),
  /** A personalised message is allowed only when this is a positive number (doc 3 §5). */
  maxPersonalisedMessageLength: v.nullable(v.number()),
  containsAlcohol: v.boolean(),
  substitutionsProhibited: v.boolean(),
  persistDefault: v.boolean(),
  markedForDelete: v.boolean(),
  /** Weekdays it can be delivered ('Monday' ...), null when every day. */
  availableDays: v.nullable(v.array(v.string())),
  barCodes: v.array(v.string()),
  summary: v.nullable(v.string()),
  productTags: v.array(v.object({ name: v.string(), tooltip: v.string() })),
  marketingBadges: v.array(v.object({ name: v.string() })),
  /** Dietary and lifestyle values, as the DIETARY_AND_LIFESTYLE filter names them. */
  dietaryTags: v.array(v.string()),
  cookingStatus: v.nullable(v.string()),
  reviews: v.object({ averageRating: v.nullable(v.number()), reviewCount: v.number() }),
  customerProductDetails: v.object({ customerFavourite: v.boolean(), customerPyo: v.boolean() }),
  currentSaleUnitPrice: saleUnitPriceSchema,
  defaultQuantity: quantitySchema,
  depositCharge: v.nullable(moneySchema),
  /** '£1.50', or for weighed items the estimated price of the default quantity. */
  displayPrice: v.string(),
  /** '£3.00/kg' */
  displayUOMPrice: v.string(),
  /** '(£3.00/kg)', 'each', 'est.' ... */
  displayPriceQualifier: v.string(),
  displayPriceEstimated: v.boolean(),
  formattedPriceRange: v.nullable(v.string()),
  promotions: v.array(promotionSchema),
  weights: v.object({
    servings: v.nullable(v.object({ min: v.number(), max: v.number() })),
    sizeDescription: v.string(),
    uoms: v.array(unitOfMeasureSchema),
    formattedWeightRange: v.nullable(v.string()),
    /** Ours: loose produce that may be bought by the item too, one item's average weight (kg). */
    itemWeightKg: v.optional(v.nullable(v.number())),
  }),
  restriction: v.nullable(
    v.object({
      availableDates: v.array(
        v.object({
          restrictionId: v.string(),
          startDate: v.string(),
          endDate: v.string(),
          cutOffDate: v.nullable(v.string()),
        }),
      ),
    }),
  ),
  alcoholDetails: v.nullable(v.object({ percentByVolume: v.number(), unitsInBottle: v.number() })),
  /** Trolley conflicts for the booked slot (the trolley issue); empty when there are none. */
  conflicts: v.array(v.looseObject({ messages: v.optional(v.unknown()) })),
});
export type Product = v.InferOutput<typeof productSchema>;

// ---------------------------------------------------------------------------------------------------------
// Search and browse (doc 3 §3 Search state and results, §7 Content)

export { SORT_OPTIONS, type SortBy } from '../domain/sort-options.ts';

/** The labels a shopper sees for each sort (doc 3 §3). */
export const SORT_LABELS: Readonly<Record<SortBy, string>> = {
  RELEVANCE: 'Relevance',
  MOST_RECENT: 'Recently added',
  CATEGORY: 'Categories',
  A_2_Z: 'Alphabetical',
  PRICE_LOW_2_HIGH: 'Price low to high',
  PRICE_HIGH_2_LOW: 'Price high to low',
};

export const PAGE_SIZES = [10, 48, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 48;

export const FILTER_GROUPS = [
  'OFFER_TYPE',
  'DIETARY_AND_LIFESTYLE',
  'BRAND',
  'LEADTIME',
  'childCategories',
  'COOKING_STATUS',
  'suggestedSearchTags',
  'SERVING_SIZE',
] as const;
export type FilterGroup = (typeof FILTER_GROUPS)[number];

/**
 * A filter tag id is `{group}:{value}`, e.g. `DIETARY_AND_LIFESTYLE:Vegan`, `LEADTIME:2`. childCategories are
 * not tags: choosing one sets the `category` query parameter.
 */
export const filterOptionSchema = v.object({
  filterTag: v.string(),
  text: v.string(),
  value: v.string(),
  count: v.number(),
  applied: v.boolean(),
});
export type FilterOption = v.InferOutput<typeof filterOptionSchema>;

export const filterSchema = v.object({
  group: v.picklist(FILTER_GROUPS),
  /** Offers, Dietary, Waitrose Brands, Available in, Categories, Cooking status, Serving size. */
  label: v.string(),
  allowMultiple: v.boolean(),
  /** 'All Categories', 'Show all availability'; null when the group has none. */
  deselectAllOptionsLabel: v.nullable(v.string()),
  options: v.array(filterOptionSchema),
});
export type Filter = v.InferOutput<typeof filterSchema>;

export const searchQueryParamsSchema = v.object({
  searchTerm: v.optional(v.string()),
  /** A category id: the browsed category, or a child category chosen as a filter. */
  category: v.optional(v.string()),
  filterTags: v.optional(v.array(v.string())),
  searchTags: v.optional(v.array(v.string())),
  size: v.optional(v.picklist(PAGE_SIZES)),
  sortBy: v.optional(v.picklist(SORT_OPTIONS)),
  start: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type SearchQueryParams = v.InferOutput<typeof searchQueryParamsSchema>;

export const breadcrumbSchema = v.object({ name: v.string(), url: v.string() });

export const subCategorySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** `/ecom/shop/browse/{path}` */
  url: v.string(),
  count: v.number(),
});

export const searchResultsSchema = v.object({
  /** The category chain below Home (the view starts breadcrumbs with Home). */
  breadcrumbs: v.array(breadcrumbSchema),
  criteria: v.object({
    searchTerm: v.nullable(v.string()),
    category: v.nullable(v.string()),
    filterTags: v.array(v.string()),
    sortBy: v.picklist(SORT_OPTIONS),
    size: v.picklist(PAGE_SIZES),
    start: v.number(),
  }),
  metaData: v.object({
    /** For a term with no matches, the closest known term ('did you mean'), else null. */
    didYouMean: v.nullable(v.string()),
    /** 'search' or 'browse'. */
    origin: v.picklist(['search', 'browse']),
    /** The browsed category's id, if any. */
    categoryId: v.nullable(v.string()),
  }),
  products: v.array(productSchema),
  productsInResultset: v.number(),
  totalMatches: v.number(),
  hasMore: v.boolean(),
  filters: v.array(filterSchema),
  /** The childCategories filter, with counts matching the results. */
  categoryLevelFilters: v.array(filterSchema),
  subCategories: v.array(subCategorySchema),
  pageTitle: v.string(),
  pageSubTitle: v.nullable(v.string()),
  showPageTitle: v.boolean(),
  /** A storefront path to go to instead (a search for 'offers' goes to the offers page), else null. */
  redirectUrl: v.nullable(v.string()),
});
export type SearchResults = v.InferOutput<typeof searchResultsSchema>;

export interface ContentRequest {
  /** The storefront path without /ecom: `/shop/search`, `/shop/browse/groceries/bakery`. */
  contentUrl: string;
  customerId: string;
  queryParams: SearchQueryParams;
}

/** PUT content-{env}/v2/en?clientType=WEB_APP with {contentUrl, customerId, customerSearchRequest}. */
export function searchProducts(
  { contentUrl, customerId, queryParams }: ContentRequest,
  signal?: AbortSignal,
) {
  return call({
    service: 'content',
    version: 2,
    endpoint: 'en',
    method: 'PUT',
    searchParams: { clientType: 'WEB_APP' },
    json: { contentUrl, customerId, customerSearchRequest: { queryParams } },
    schema: searchResultsSchema,
    needsSession: false,
    signal,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Products

export const productsSchema = v.object({ products: v.array(productSchema) });

/** GET products-{env}/v1/products/{lineNumbers joined with +}?view=SUMMARY&trolleyId= */
export function getProductsByLineNumber(
  lineNumbers: readonly string[],
  trolleyId?: string,
  signal?: AbortSignal,
) {
  return call({
    service: 'products',
    version: 1,
    endpoint: `products/${lineNumbers.map(encodeURIComponent).join('+')}`,
    searchParams: { view: 'SUMMARY', trolleyId },
    schema: productsSchema,
    signal,
  });
}

export const productDetailSchema = v.object({ product: productSchema });

/** GET products-{env}/v1/product-details/{productId}: the product page. A missing product is a 404. */
export function getProductDetail(productId: string, signal?: AbortSignal) {
  return call({
    service: 'products',
    version: 1,
    endpoint: `product-details/${encodeURIComponent(productId)}`,
    schema: productDetailSchema,
    handleStatuses: [404],
    needsSession: false,
    signal,
  });
}

export const pricedProductSchema = v.object({
  lineNumber: v.string(),
  currentSaleUnitPrice: saleUnitPriceSchema,
  displayPrice: v.string(),
  displayUOMPrice: v.string(),
  displayPriceQualifier: v.string(),
  displayPriceEstimated: v.boolean(),
  promotions: v.array(promotionSchema),
});
export type PricedProduct = v.InferOutput<typeof pricedProductSchema>;

/** POST products-{env}/v2/priced-products with {lineNumbers, branchId?}. */
export function getPricedProducts(lineNumbers: readonly string[], branchId?: number, signal?: AbortSignal) {
  return call({
    service: 'products',
    version: 2,
    endpoint: 'priced-products',
    method: 'POST',
    json: { lineNumbers, branchId },
    schema: v.object({ products: v.array(pricedProductSchema) }),
    signal,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Autocomplete

export const suggestionsSchema = v.object({
  term: v.string(),
  suggestions: v.array(v.object({ term: v.string() })),
});
export type Suggestions = v.InferOutput<typeof suggestionsSchema>;

/** GET search-{env}/v1/suggestions?term=&limit= (from 3 characters; doc 3 §5). */
export function getSuggestions(term: string, limit = 8, signal?: AbortSignal) {
  return call({
    service: 'search',
    version: 1,
    endpoint: 'suggestions',
    searchParams: { term, limit },
    schema: suggestionsSchema,
    needsSession: false,
    signal,
  });
}
