/**
 * The catalogue answers as the server builds them. The contract is the storefront's valibot schemas in
 * src/api/catalogue.ts (docs/api/catalogue.md); those live in browser code the node project does not
 * compile, so the shapes are written out here and test/server/catalogue-contract.test.ts parses every
 * answer with the storefront's schemas, which keeps the two the same.
 */

import type { SortBy } from '../../domain/sort-options.ts';

export { SORT_OPTIONS, type SortBy } from '../../domain/sort-options.ts';

export const PAGE_SIZES = [10, 48, 100, 200] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 48;

export type UnitOfMeasure = 'C62' | 'KGM' | 'GRM' | 'LBR';
export type Availability = 'IN_STOCK' | 'OUT_OF_STOCK' | 'UNAVAILABLE';

export interface Money {
  amount: number;
  currencyCode: 'GBP';
}

export interface Quantity {
  amount: number;
  uom: UnitOfMeasure;
}

export interface ProductCategory {
  id: string;
  name: string;
  path: string;
}

export interface Promotion {
  promotionId: number;
  promotionType: string;
  promotionTypeCode: string;
  promotionDescription: string;
  promotionExpiryDate: string;
  hidden: boolean;
  myWaitrosePromotion: boolean;
  pyoPromotion: boolean;
  wasDisplayPrice: string | null;
  promoPath: string;
  discount: { type: string } & Record<string, unknown>;
  groups: { threshold: number; name: string; lineNumbers: string[] }[];
}

export interface Product {
  id: string;
  lineNumber: string;
  name: string;
  brand: string;
  size: string;
  url: string;
  thumbnail: string;
  productType: string;
  images: { small: string; medium: string; large: string; extraLarge: string };
  categories: ProductCategory[];
  availability: Availability;
  leadTime: number | null;
  productShelfLife: number | null;
  maxPersonalisedMessageLength: number | null;
  containsAlcohol: boolean;
  substitutionsProhibited: boolean;
  persistDefault: boolean;
  markedForDelete: boolean;
  availableDays: string[] | null;
  barCodes: string[];
  summary: string | null;
  productTags: { name: string; tooltip: string }[];
  marketingBadges: { name: string }[];
  dietaryTags: string[];
  cookingStatus: string | null;
  reviews: { averageRating: number | null; reviewCount: number };
  customerProductDetails: { customerFavourite: boolean; customerPyo: boolean };
  currentSaleUnitPrice: { price: Money; quantity: Quantity };
  defaultQuantity: Quantity;
  depositCharge: Money | null;
  displayPrice: string;
  displayUOMPrice: string;
  displayPriceQualifier: string;
  displayPriceEstimated: boolean;
  formattedPriceRange: string | null;
  promotions: Promotion[];
  weights: {
    servings: { min: number; max: number } | null;
    sizeDescription: string;
    uoms: UnitOfMeasure[];
    formattedWeightRange: string | null;
    /** Ours: loose produce that may be bought by the item too, one item's average weight (kg). */
    itemWeightKg: number | null;
  };
  restriction: {
    availableDates: {
      restrictionId: string;
      startDate: string;
      endDate: string;
      cutOffDate: string | null;
    }[];
  } | null;
  alcoholDetails: { percentByVolume: number; unitsInBottle: number } | null;
  conflicts: { messages?: unknown }[];
}

export type PricedProduct = Pick<
  Product,
  | 'lineNumber'
  | 'currentSaleUnitPrice'
  | 'displayPrice'
  | 'displayUOMPrice'
  | 'displayPriceQualifier'
  | 'displayPriceEstimated'
  | 'promotions'
>;

export type FilterGroup =
  | 'OFFER_TYPE'
  | 'DIETARY_AND_LIFESTYLE'
  | 'BRAND'
  | 'LEADTIME'
  | 'childCategories'
  | 'COOKING_STATUS'
  | 'suggestedSearchTags'
  | 'SERVING_SIZE';

export interface FilterOption {
  filterTag: string;
  text: string;
  value: string;
  count: number;
  applied: boolean;
}

export interface Filter {
  group: FilterGroup;
  label: string;
  allowMultiple: boolean;
  deselectAllOptionsLabel: string | null;
  options: FilterOption[];
}

export interface Breadcrumb {
  name: string;
  url: string;
}

export interface SubCategory {
  id: string;
  name: string;
  url: string;
  count: number;
}

export interface SearchResults {
  breadcrumbs: Breadcrumb[];
  criteria: {
    searchTerm: string | null;
    category: string | null;
    filterTags: string[];
    sortBy: SortBy;
    size: PageSize;
    start: number;
  };
  metaData: { didYouMean: string | null; origin: 'search' | 'browse'; categoryId: string | null };
  products: Product[];
  productsInResultset: number;
  totalMatches: number;
  hasMore: boolean;
  filters: Filter[];
  categoryLevelFilters: Filter[];
  subCategories: SubCategory[];
  pageTitle: string;
  pageSubTitle: string | null;
  showPageTitle: boolean;
  redirectUrl: string | null;
}

export interface Suggestions {
  term: string;
  suggestions: { term: string }[];
}
