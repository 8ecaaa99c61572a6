import * as v from 'valibot';
import { BRAND_FAMILIES, type BrandFamily } from './data/brands.ts';
import { ICON_NAMES, type IconName } from './pictograms.ts';
import type { PriceBase } from './pricing.ts';

/**
 * The shape of the hand-written vocabulary in ./data: departments, aisles and leaf categories, each leaf
 * with the product kinds sold there and a profile saying how such products are packed and priced.
 */
export type Diet = 'vegan' | 'vegetarian' | 'fish' | 'meat' | 'non-food';
export type CookingStatus = 'Ready to eat' | 'Ready to heat' | 'Requires cooking';

export interface Profile {
  icon: IconName;
  /** Hue of the product images; the department's when absent. */
  hue?: number;
  /** Pictogram for multipacks of small containers (cans), when it differs. */
  multipackIcon?: IconName;
  /** Pack sizes, as parsed by ../sizes.ts. */
  sizes: string[];
  base: PriceBase;
  /** Pence per kg, litre or item for the shop's standard own brand: [cheapest, dearest] kind. */
  price: [number, number];
  /** Kg (or litres) in one item, when counted packs are priced by weight. */
  itemWeight?: number;
  diet: Diet;
  /** Chance a vegetarian product is also vegan. */
  veganChance?: number;
  glutenFreeChance?: number;
  brands: BrandFamily;
  /** Allows the premium own brand (No.1). */
  premium?: boolean;
  /** Allows the organic own brand (Duchy Organic). */
  organic?: boolean;
  /** Days it keeps once delivered: [min, max]. */
  shelfLife?: [number, number];
  /** Alcohol by volume, % [min, max]; [0, 0] for alcohol free. */
  abv?: [number, number];
  /** Wine's unit price is per 75cl bottle. */
  per75cl?: boolean;
  /** Deposit return: every container, or only multipacks of cans. */
  deposit?: 'all' | 'multipacks';
  cooking?: CookingStatus[];
  servings?: [number, number];
  /** Medicines: never substituted (doc 2 §5). */
  pharmacy?: boolean;
  /** Chance the product is high in fat, salt or sugar. */
  hfss?: number;
  /** Entertaining: ordered ahead, never substituted. */
  entertaining?: { leadDays: [number, number]; messageLength?: number; messageChance?: number };
  /** Seasonal: deliverable only within the seed year's Christmas window. */
  christmas?: boolean;
  /** Products in this category relative to an average one. */
  weight?: number;
}

const range = v.tuple([v.number(), v.number()]);
const iconName = v.picklist(ICON_NAMES);

/**
 * The fields of a Profile, for checking what is read from JSON: the profiles (./data/profiles.ts) and
 * the leaves' overrides (./data/taxonomy/index.ts).
 */
const profileFields = {
  icon: iconName,
  hue: v.optional(v.number()),
  multipackIcon: v.optional(iconName),
  sizes: v.array(v.string()),
  base: v.picklist(['kg', 'litre', 'each'] satisfies PriceBase[]),
  price: range,
  itemWeight: v.optional(v.number()),
  diet: v.picklist(['vegan', 'vegetarian', 'fish', 'meat', 'non-food'] satisfies Diet[]),
  veganChance: v.optional(v.number()),
  glutenFreeChance: v.optional(v.number()),
  brands: v.picklist(Object.keys(BRAND_FAMILIES) as BrandFamily[]),
  premium: v.optional(v.boolean()),
  organic: v.optional(v.boolean()),
  shelfLife: v.optional(range),
  abv: v.optional(range),
  per75cl: v.optional(v.boolean()),
  deposit: v.optional(v.picklist(['all', 'multipacks'])),
  cooking: v.optional(
    v.array(v.picklist(['Ready to eat', 'Ready to heat', 'Requires cooking'] satisfies CookingStatus[])),
  ),
  servings: v.optional(range),
  pharmacy: v.optional(v.boolean()),
  hfss: v.optional(v.number()),
  entertaining: v.optional(
    v.strictObject({
      leadDays: range,
      messageLength: v.optional(v.number()),
      messageChance: v.optional(v.number()),
    }),
  ),
  christmas: v.optional(v.boolean()),
  weight: v.optional(v.number()),
};
type ProfileFields = typeof profileFields;
export const ProfileSchema = v.strictObject(profileFields);

/** What a leaf read from JSON may override: any profile field, or null to drop the profile's value. */
export const profileOverrides = Object.fromEntries(
  Object.entries(profileFields).map(([key, schema]) => [key, v.nullish(schema)]),
) as { [Key in keyof ProfileFields]: v.NullishSchema<ProfileFields[Key], undefined> };

/** A kind of product, with its own pack sizes when the category's do not fit it (syrups among tablets). */
export interface ItemSpec {
  name: string;
  sizes?: string[];
}

export interface LeafSpec {
  name: string;
  profile: Profile;
  /** Product kinds: 'Semi Skimmed Milk', 'Braeburn Apples'. */
  items: ItemSpec[];
  /** Words before the kind ('British', 'Organic'); a product may have none. */
  variants: string[];
  hiddenInNav?: boolean;
  emptyOfProducts?: boolean;
}

export interface AisleSpec {
  name: string;
  leaves: LeafSpec[];
  hiddenInNav?: boolean;
}

export interface DepartmentSpec {
  name: string;
  shortName?: string;
  iconName: IconName;
  /** Base hue of the department's product images. */
  hue: number;
  aisles: AisleSpec[];
  hiddenInNav?: boolean;
}

export type LeafOptions = Partial<Profile> & Pick<LeafSpec, 'hiddenInNav' | 'emptyOfProducts'>;

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function item(text: string): ItemSpec {
  const sized = /^(.*?)\s*\[(.+)\]$/.exec(text);
  return sized ? { name: sized[1] ?? text, sizes: (sized[2] ?? '').split('|') } : { name: text };
}

/**
 * A leaf category: items and variants are comma-separated, an item may carry its own sizes
 * ('Cough Syrup [100ml|150ml]'); options override the profile.
 */
export function leaf(
  name: string,
  profile: Profile,
  items: string,
  variants = '',
  options: LeafOptions = {},
): LeafSpec {
  const { hiddenInNav, emptyOfProducts, ...overrides } = options;
  return {
    name,
    profile: { ...profile, ...overrides },
    items: list(items).map(item),
    variants: list(variants),
    hiddenInNav,
    emptyOfProducts,
  };
}

export function aisle(name: string, leaves: LeafSpec[], options: { hiddenInNav?: boolean } = {}): AisleSpec {
  return { name, leaves, ...options };
}
