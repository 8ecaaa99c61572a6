import * as v from 'valibot';
import { ICON_NAMES } from '../../pictograms.ts';
import { aisle, type DepartmentSpec, type LeafOptions, leaf, profileOverrides } from '../../vocabulary.ts';
import { P, type ProfileName } from '../profiles.ts';
import bakeryFrozen from './bakery-frozen.json' with { type: 'json' };
import cupboard from './cupboard.json' with { type: 'json' };
import drinks from './drinks.json' with { type: 'json' };
import entertaining from './entertaining.json' with { type: 'json' };
import fresh from './fresh.json' with { type: 'json' };
import homeHealth from './home-health.json' with { type: 'json' };
import seasonalDepartments from './seasonal.json' with { type: 'json' };

/**
 * The departments, written as JSON beside this file: each leaf names its profile (../profiles.json), lists
 * its items and variants comma-separated as `leaf` reads them, and may override any profile field (null
 * drops the profile's value) or set hiddenInNav / emptyOfProducts.
 */
const LeafSchema = v.strictObject({
  name: v.string(),
  profile: v.picklist(Object.keys(P) as ProfileName[]),
  items: v.string(),
  variants: v.optional(v.string()),
  ...profileOverrides,
  hiddenInNav: v.optional(v.boolean()),
  emptyOfProducts: v.optional(v.boolean()),
});

const DepartmentSchema = v.strictObject({
  name: v.string(),
  shortName: v.optional(v.string()),
  iconName: v.picklist(ICON_NAMES),
  hue: v.number(),
  hiddenInNav: v.optional(v.boolean()),
  aisles: v.array(
    v.strictObject({ name: v.string(), leaves: v.array(LeafSchema), hiddenInNav: v.optional(v.boolean()) }),
  ),
});

/** A leaf's overrides as `leaf` takes them: null (JSON has no undefined) drops the profile's value. */
const overriding = (overrides: { [Key in keyof LeafOptions]: LeafOptions[Key] | null }) =>
  Object.fromEntries(
    Object.entries(overrides).map(([key, value]) => [key, value ?? undefined]),
  ) as LeafOptions;

/** One JSON file's departments, by name, checked and built with `aisle` and `leaf`. */
function departments<Name extends string>(file: Record<Name, unknown>): Record<Name, DepartmentSpec> {
  const built = {} as Record<Name, DepartmentSpec>;
  for (const [name, json] of Object.entries(file) as [Name, unknown][]) {
    // Checked in place, not copied, so every object keeps the key order it has in the file.
    v.assert(DepartmentSchema, json);
    built[name] = {
      ...json,
      aisles: json.aisles.map(({ name, leaves, ...options }) =>
        aisle(
          name,
          leaves.map(({ name, profile, items, variants, ...overrides }) =>
            leaf(name, P[profile], items, variants, overriding(overrides)),
          ),
          options,
        ),
      ),
    };
  }
  return built;
}

const { bakery, frozen } = departments(bakeryFrozen);
const { foodCupboard } = departments(cupboard);
const { beerWineAndSpirits, teaCoffeeAndSoftDrinks } = departments(drinks);
const { cakes, flowersAndGifts, meatAndFishToOrder, partyFood } = departments(entertaining);
const { freshAndChilled, fruitAndVegetables } = departments(fresh);
const { babyAndToddler, household, pet, toiletriesHealthAndBeauty } = departments(homeHealth);
const { christmas, seasonal } = departments(seasonalDepartments);

/** The two shops under the root (doc 3 §3: root 0, groceries 10051, entertaining 10052), in menu order. */
export const SHOPS: { id: number; name: string; departments: DepartmentSpec[] }[] = [
  {
    id: 10051,
    name: 'Groceries',
    departments: [
      freshAndChilled,
      fruitAndVegetables,
      bakery,
      frozen,
      foodCupboard,
      teaCoffeeAndSoftDrinks,
      beerWineAndSpirits,
      household,
      toiletriesHealthAndBeauty,
      babyAndToddler,
      pet,
      christmas,
      seasonal,
    ],
  },
  { id: 10052, name: 'Entertaining', departments: [partyFood, cakes, flowersAndGifts, meatAndFishToOrder] },
];
