/**
 * The shapes of `promotions.discount` (doc 3 §3 Promotion, Meal deal). The trolley computes savings from
 * these; every amount is in pence, every quantity counts items (or the trolley quantity for weighed items).
 *
 * How each applies to the products linked to the promotion (product_promotions):
 * - PERCENT_OFF: `percent` off each unit's price; with `minQuantity`, only once that many units of the
 *   promotion's products are in the trolley (e.g. 'Buy 6 save 25%').
 * - AMOUNT_OFF: `amountPence` off each unit (never below zero).
 * - FIXED_PRICE: each unit costs `pricePence` instead of its price (introductory and featured prices).
 * - MULTI_BUY: every complete set of `buy` units, mixed across the promotion's products, costs `forPence`
 *   ('Any 3 for £5'); units beyond the last complete set pay their own price.
 * - TOTAL_PRICE: a meal deal. Once every group has `threshold` units from its products, that set costs
 *   `amountPence` ('All for just £12'); the saving is the set's price minus `amountPence` when positive.
 * - DISPLAY_ONLY: no saving in the trolley; the product's price already is the offer (new lower price with
 *   `wasPricePence` on product_promotions, brand price match).
 */
export type PromotionDiscount =
  | { type: 'PERCENT_OFF'; percent: number; minQuantity?: number }
  | { type: 'AMOUNT_OFF'; amountPence: number }
  | { type: 'FIXED_PRICE'; pricePence: number }
  | { type: 'MULTI_BUY'; buy: number; forPence: number }
  | { type: 'TOTAL_PRICE'; amountPence: number }
  | { type: 'DISPLAY_ONLY' };

/** A group of a promotion: simple offers have one (id 1, threshold 1); meal deals have several. */
export interface PromotionGroup {
  id: number;
  name: string;
  /** Units needed from this group; groups with threshold 0 are ignored (doc 3 §5). */
  threshold: number;
}

/** `promotions.promotion_type`: what kind of offer, independent of the provider's code. */
export type PromotionType =
  | 'PERCENT_OFF'
  | 'MULTI_BUY'
  | 'AMOUNT_OFF'
  | 'INTRODUCTORY'
  | 'FEATURED'
  | 'NEW_LOWER_PRICE'
  | 'PRICE_MATCH'
  | 'MEAL_DEAL';

/** `promotions.promotion_type_code` (doc 3 §9); MD marks meal deals, which the spec lists without a code. */
export type PromotionTypeCode =
  | 'MPO'
  | 'MV'
  | 'LI'
  | 'FEA'
  | 'INT'
  | 'NLP'
  | 'PMA'
  | 'PMR'
  | 'PMS'
  | 'PMT'
  | 'MD';
