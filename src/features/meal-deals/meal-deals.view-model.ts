/**
 * What the meal-deal pages and the trolley's meal deals show, as pure functions of the deals (src/contract/
 * meal-deals.ts) and the trolley (doc 3 §3 Meal deal): 'All for just £4.00', the dates, the groups, and the
 * shopper's deals as the builder (src/domain/meal-deals.ts) makes them from the trolley.
 */
import type { MealDealSummary } from '../../contract/meal-deals.ts';
import type { TrolleyPromotion } from '../../contract/trolley.ts';
import { formatDate } from '../../domain/dates.ts';
import {
  type BuiltMealDeal,
  buildMealDeals,
  chooseText,
  type MealDealDefinition,
  type MealDealTrolleyItem,
  mealDealPath,
  missingText,
  unitsFreeForMealDeals,
} from '../../domain/meal-deals.ts';
import { formatMoney, toPence } from '../../domain/money.ts';
import type { TrolleyItem } from '../../domain/trolley.ts';

/** doc 3 §3: 'All for just {amount}'. */
export function allForJust(deal: Pick<MealDealSummary, 'discount'>): string {
  return `All for just ${formatMoney(deal.discount.value)}`;
}

/** 'Offer valid from Saturday 16 August 2026 to Monday 5 June 2028'. */
export function validityText(deal: Pick<MealDealSummary, 'startDate' | 'endDate'>): string {
  return `Offer valid from ${formatDate(deal.startDate)} to ${formatDate(deal.endDate)}`;
}

/** A group as its heading says it: 'Main: choose 1'. */
export function groupHeading(group: { name: string; threshold: number }): { title: string; choose: string } {
  return { title: group.name, choose: chooseText(group) };
}

/** The deal's groups that count (threshold 0 is ignored, doc 3 §5). */
export function countedGroups<G extends { threshold: number }>(groups: readonly G[]): G[] {
  return groups.filter((group) => group.threshold > 0);
}

export function definitionOf(deal: MealDealSummary): MealDealDefinition {
  return {
    id: deal.id,
    name: deal.name,
    amountPence: toPence(deal.discount.value),
    groups: deal.groups,
  };
}

/**
 * The trolley's items as the builder reads them: the units each may give a meal deal (a line already in
 * another triggered offer gives none; src/domain/meal-deals.ts unitsFreeForMealDeals) at its unit price.
 */
export function builderItemsOf(
  lines: readonly TrolleyItem[],
  promotions: readonly TrolleyPromotion[] | undefined,
): MealDealTrolleyItem[] {
  const types = new Map(
    (promotions ?? []).map((promotion) => [promotion.promotionId, promotion.promotionType]),
  );
  return lines.map((line) => ({
    lineNumber: line.lineNumber,
    amountSelected: unitsFreeForMealDeals(
      line.quantity.amount,
      line.triggeredPromotions.map((id) => types.get(id) ?? ''),
    ),
    unitPricePence: toPence(line.product.currentSaleUnitPrice.price),
  }));
}

export interface MealDealGroupStanding {
  name: string;
  threshold: number;
  /** The trolley's products filling the group's slots. */
  chosen: string[];
  filled: boolean;
}

export interface TrolleyMealDealView {
  builderId: string;
  mealDealId: number;
  name: string;
  path: string;
  completed: boolean;
  /** 'Add 1 more from Drink', for each group not yet filled. */
  missing: string[];
  groups: MealDealGroupStanding[];
  /** 'You save £2.00', once complete. */
  saving: string | null;
}

function viewOf(built: BuiltMealDeal, lines: readonly TrolleyItem[]): TrolleyMealDealView {
  const nameOf = (lineNumber: string) =>
    lines.find((line) => line.lineNumber === lineNumber)?.product.name ?? lineNumber;
  return {
    builderId: built.builderId,
    mealDealId: built.mealDealId,
    name: built.name,
    path: mealDealPath(built.mealDealId),
    completed: built.completed,
    missing: missingText(built),
    groups: built.groups.map((group) => ({
      name: group.name,
      threshold: group.threshold,
      chosen: group.items.map((item) => nameOf(item.lineNumber)),
      filled: group.missing === 0,
    })),
    saving: built.completed && built.savingsPence > 0 ? `You save ${formatMoney(built.savingsPence)}` : null,
  };
}

/** The shopper's meal deals from their trolley: each deal they have started, complete or not. */
export function trolleyMealDeals(
  deals: readonly MealDealSummary[],
  lines: readonly TrolleyItem[],
  promotions: readonly TrolleyPromotion[] | undefined,
): TrolleyMealDealView[] {
  // Members-only deals are not applied: there is no loyalty scheme yet, so no shopper is a member (the
  // trolley totals' loyaltyMember is never true).
  const applied = deals.filter((deal) => !deal.myWaitrosePromotion);
  return buildMealDeals(applied.map(definitionOf), builderItemsOf(lines, promotions)).map((built) =>
    viewOf(built, lines),
  );
}

/** What the trolley holds of one deal, for its page: its sets, or none yet. */
export function standingOf(
  deal: MealDealSummary,
  lines: readonly TrolleyItem[],
  promotions: readonly TrolleyPromotion[] | undefined,
): TrolleyMealDealView[] {
  return trolleyMealDeals([deal], lines, promotions);
}

/** 'Complete' or 'Not complete yet', and the total the complete deals save. */
export function completedSummary(views: readonly TrolleyMealDealView[]): string | null {
  const complete = views.filter((view) => view.completed).length;
  if (views.length === 0) return null;
  return `${complete} of ${views.length} meal ${views.length === 1 ? 'deal' : 'deals'} complete`;
}
