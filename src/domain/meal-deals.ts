/**
 * Meal deals (doc 3 §3 Meal deal, §5 Filters and offers): 'All for just £X' once every group of the deal has
 * its threshold of items. One rule, used twice: the server's trolley totals charge a complete set at the
 * deal's price (src/server/services/trolley-totals.ts, through `mealDealSets` and `setSavingPence`), and the
 * builder shows the shopper which deals their trolley makes and what each still lacks (`buildMealDeals`).
 */

/** `promotionType` of a meal deal; its discount is TOTAL_PRICE. */
export const MEAL_DEAL_PROMOTION_TYPE = 'MEAL_DEAL';

/** The storefront path of a meal deal's page (doc 3 §2 "A meal-deal promo path with {mealDealId}"). */
export function mealDealPath(mealDealId: number | string): string {
  return `/ecom/shop/meal-deals/${encodeURIComponent(String(mealDealId))}`;
}

/** A meal-deal id as a path carries it: digits only. */
export const MEAL_DEAL_ID = /^\d{1,9}$/;

/** A unit that can fill one slot of a group: its price, and where it came from. */
export interface PricedUnit {
  pricePence: number;
}

export interface UnitGroup<U extends PricedUnit> {
  threshold: number;
  units: readonly U[];
}

export interface MealDealSet<U extends PricedUnit> {
  /** One chunk of each group, in the groups' order: `threshold` units when filled, fewer when not. */
  groups: U[][];
  /** Every group's chunk is full. */
  completed: boolean;
}

/**
 * The sets a deal's groups make: each group's units sorted by price, dearest first (so the shopper saves the
 * most; equal prices keep the order given), and chunked by its threshold; set i takes chunk i of every group.
 * The complete sets come first. Groups with threshold 0 are ignored (doc 3 §5), and a deal with no units in
 * any counted group makes no set.
 */
export function mealDealSets<U extends PricedUnit>(groups: readonly UnitGroup<U>[]): MealDealSet<U>[] {
  const counted = groups.filter((group) => group.threshold > 0);
  if (counted.length === 0) return [];
  const sorted = counted.map((group) => [...group.units].sort((a, b) => b.pricePence - a.pricePence));
  const count = Math.max(
    ...counted.map((group, index) => Math.ceil((sorted[index] ?? []).length / group.threshold)),
  );
  const sets: MealDealSet<U>[] = [];
  for (let set = 0; set < count; set++) {
    const chunks = counted.map((group, index) =>
      (sorted[index] ?? []).slice(set * group.threshold, (set + 1) * group.threshold),
    );
    sets.push({
      groups: chunks,
      completed: chunks.every((chunk, index) => chunk.length === (counted[index]?.threshold ?? 0)),
    });
  }
  return sets;
}

/** What a complete set saves: its units' prices over the deal's price, never below nothing. */
export function setSavingPence(units: readonly PricedUnit[], amountPence: number): number {
  const full = units.reduce((sum, unit) => sum + unit.pricePence, 0);
  return Math.max(0, full - amountPence);
}

/** Whole units of a quantity that a set can count (a weighed line counts whole units of its unit). */
export const wholeUnits = (amount: number) => Math.floor(amount + 1e-9);

// ---------------------------------------------------------------------------------------------------------
// The builder

export interface MealDealGroupDefinition {
  groupId: number;
  name: string;
  threshold: number;
  lineNumbers: readonly string[];
}

export interface MealDealDefinition {
  id: number;
  name: string;
  /** 'All for just {amount}', in pence. */
  amountPence: number;
  groups: readonly MealDealGroupDefinition[];
}

/** A trolley item as the builder reads it. */
export interface MealDealTrolleyItem {
  lineNumber: string | null | undefined;
  amountSelected: number;
  /** The price of one unit, in pence. */
  unitPricePence: number;
}

/** One unit of a trolley item in a built deal. */
export interface MealDealItem extends PricedUnit {
  lineNumber: string;
}

export interface BuiltMealDealGroup {
  groupId: number;
  name: string;
  threshold: number;
  items: MealDealItem[];
  /** Units still needed to fill the group: 0 when filled. */
  missing: number;
}

export interface BuiltMealDeal {
  /** `{mealDealId}-{n}`: the n-th set of the deal the trolley makes. */
  builderId: string;
  mealDealId: number;
  name: string;
  completed: boolean;
  groups: BuiltMealDealGroup[];
  /** What the set saves once complete; 0 while it is not. */
  savingsPence: number;
}

/** A trolley item counts as selected only with a line number and an amount above 0 (doc 3 §5). */
export function isSelected(item: MealDealTrolleyItem): item is MealDealTrolleyItem & { lineNumber: string } {
  return typeof item.lineNumber === 'string' && item.lineNumber !== '' && item.amountSelected > 0;
}

/**
 * The meal deals a trolley makes (doc 3 §3 "The builder"): for each deal with any of its products in the
 * trolley, its sets (the trolley's units sorted by price and chunked by each group's threshold), each
 * complete or not, with what each group holds and lacks and what a complete set saves. Deals are in the order
 * given; a deal's complete sets come before its incomplete one.
 */
export function buildMealDeals(
  deals: readonly MealDealDefinition[],
  items: readonly MealDealTrolleyItem[],
): BuiltMealDeal[] {
  const selected = items.filter(isSelected);
  return deals.flatMap((deal) => {
    const groups = deal.groups.filter((group) => group.threshold > 0);
    const unitGroups = groups.map((group) => {
      const members = new Set(group.lineNumbers);
      return {
        threshold: group.threshold,
        units: selected
          .filter((item) => members.has(item.lineNumber))
          .flatMap((item) =>
            Array.from({ length: wholeUnits(item.amountSelected) }, () => ({
              lineNumber: item.lineNumber,
              pricePence: item.unitPricePence,
            })),
          ),
      };
    });
    return mealDealSets(unitGroups).map((set, index): BuiltMealDeal => {
      const built = groups.map((group, g) => {
        const chunk = set.groups[g] ?? [];
        return {
          groupId: group.groupId,
          name: group.name,
          threshold: group.threshold,
          items: chunk,
          missing: group.threshold - chunk.length,
        };
      });
      return {
        builderId: `${deal.id}-${index + 1}`,
        mealDealId: deal.id,
        name: deal.name,
        completed: set.completed,
        groups: built,
        savingsPence: set.completed ? setSavingPence(set.groups.flat(), deal.amountPence) : 0,
      };
    });
  });
}

/** 'Add 1 more from Drink' for each group a built deal lacks. */
export function missingText(deal: BuiltMealDeal): string[] {
  return deal.groups
    .filter((group) => group.missing > 0)
    .map((group) => `Add ${group.missing} more from ${group.name}`);
}

/** 'Choose 1 main', 'Choose 2 vegetables': a group's threshold as the deal page says it. */
export function chooseText(group: { name: string; threshold: number }): string {
  return `Choose ${group.threshold} ${group.name.toLowerCase()}`;
}

// ---------------------------------------------------------------------------------------------------------
// Which of a trolley item's units the deals may count

/** Promotion types whose price already is the offer: their units stay free for a meal deal. */
const DISPLAY_ONLY_TYPES: ReadonlySet<string> = new Set(['NEW_LOWER_PRICE', 'PRICE_MATCH']);

/**
 * Units of a trolley item a meal deal may count. A unit takes part in one offer at most and the other
 * offers apply before meal deals (docs/api/trolley.md), so a line in another triggered offer that prices its
 * units (not one whose price already is the offer) is left to that offer.
 */
export function unitsFreeForMealDeals(amount: number, triggeredPromotionTypes: readonly string[]): number {
  return triggeredPromotionTypes.some(
    (type) => type !== MEAL_DEAL_PROMOTION_TYPE && !DISPLAY_ONLY_TYPES.has(type),
  )
    ? 0
    : amount;
}
