import * as v from 'valibot';
import { SORT_OPTIONS } from '../domain/sort-options.ts';
import { moneySchema } from './money.ts';

/**
 * The catalogue answers (doc 3 §3 Product, Promotion, Search state and results; docs/api/catalogue.md):
 * search and browse, products by line number, product details, priced products and suggestions.
 */

// ---------------------------------------------------------------------------------------------------------
// Product (doc 3 §3)

export const UNITS_OF_MEASURE = ['C62', 'KGM', 'GRM', 'LBR'] as const;
export const unitOfMeasureSchema = v.picklist(UNITS_OF_MEASURE);
export type UnitOfMeasure = v.InferOutput<typeof unitOfMeasureSchema>;

/** An amount of money in pounds (2 decimal places), as the catalogue services send it: always GBP. */
export const gbpSchema = v.object({ ...moneySchema.entries, currencyCode: v.literal('GBP') });
export type Gbp = v.InferOutput<typeof gbpSchema>;

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
export type ProductCategory = v.InferOutput<typeof productCategorySchema>;

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
export const saleUnitPriceSchema = v.object({ price: gbpSchema, quantity: quantitySchema });
export type SaleUnitPrice = v.InferOutput<typeof saleUnitPriceSchema>;

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
  depositCharge: v.nullable(gbpSchema),
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
// Search and browse (doc 3 §3 Search state and results)

export { SORT_OPTIONS, type SortBy } from '../domain/sort-options.ts';

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

export const breadcrumbSchema = v.object({ name: v.string(), url: v.string() });
export type Breadcrumb = v.InferOutput<typeof breadcrumbSchema>;

export const subCategorySchema = v.object({
  id: v.string(),
  name: v.string(),
  /** `/ecom/shop/browse/{path}` */
  url: v.string(),
  count: v.number(),
});
export type SubCategory = v.InferOutput<typeof subCategorySchema>;

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

// ---------------------------------------------------------------------------------------------------------
// Products, priced products, suggestions (doc 3 §7)

export const productsSchema = v.object({ products: v.array(productSchema) });
export type ProductsAnswer = v.InferOutput<typeof productsSchema>;

export const productDetailSchema = v.object({ product: productSchema });
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

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

export const pricedProductsSchema = v.object({ products: v.array(pricedProductSchema) });

export const suggestionsSchema = v.object({
  term: v.string(),
  suggestions: v.array(v.object({ term: v.string() })),
});
export type Suggestions = v.InferOutput<typeof suggestionsSchema>;
