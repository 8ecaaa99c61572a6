/**
 * How much of a product a shopper may ask for, per unit of measure (doc 2 §5 "Quantity", doc 3 §5
 * "Quantity per unit of measure"): each unit's default, step, minimum, maximum and whether it allows
 * fractions, and the sanitising rule for typed amounts. The product pod, the trolley and the meal planner
 * all read these; the server checks the same rules again.
 */

// The choice between the item and the kilo lives on its own, so that a product pod can keep the control's
// place without this whole module (issue 20).
export { choosableUnits } from './unit-choice.ts';

export const QUANTITY_UNITS = ['C62', 'KGM', 'GRM', 'LBR'] as const;
export type QuantityUnit = (typeof QUANTITY_UNITS)[number];

/** doc 2 §5: "The default unit is C62." */
export const DEFAULT_QUANTITY_UNIT: QuantityUnit = 'C62';

export interface QuantityRule {
  unit: QuantityUnit;
  /** What follows an amount: '2.5kg', '300g', '2lb'; items have none. */
  symbol: string;
  /** What a screen reader hears after an amount: '2.5 kilograms', '3 items'. */
  spokenUnit: { one: string; other: string };
  /** The amount an 'Add' asks for. */
  defaultAmount: number;
  /** What one press of + or − changes. */
  step: number;
  min: number;
  max: number;
  /** Fractions keep one decimal digit; other units keep whole numbers. */
  allowFractional: boolean;
}

/** The table of doc 2 §5 and doc 3 §5, row for row. */
export const QUANTITY_RULES: Readonly<Record<QuantityUnit, QuantityRule>> = {
  KGM: {
    unit: 'KGM',
    symbol: 'kg',
    spokenUnit: { one: 'kilogram', other: 'kilograms' },
    defaultAmount: 0.5,
    step: 0.5,
    min: 0.1,
    max: 99.9,
    allowFractional: true,
  },
  GRM: {
    unit: 'GRM',
    symbol: 'g',
    spokenUnit: { one: 'gram', other: 'grams' },
    defaultAmount: 100,
    step: 100,
    min: 100,
    max: 999,
    allowFractional: false,
  },
  LBR: {
    unit: 'LBR',
    symbol: 'lb',
    spokenUnit: { one: 'pound', other: 'pounds' },
    defaultAmount: 1,
    step: 1,
    min: 1,
    max: 99.99,
    allowFractional: true,
  },
  C62: {
    unit: 'C62',
    symbol: '',
    spokenUnit: { one: 'item', other: 'items' },
    defaultAmount: 1,
    step: 1,
    min: 1,
    max: 99,
    allowFractional: false,
  },
};

export function isQuantityUnit(value: unknown): value is QuantityUnit {
  return typeof value === 'string' && (QUANTITY_UNITS as readonly string[]).includes(value);
}

/** The rule of a unit; an unknown unit is read as items, the default unit. */
export function quantityRule(unit: string): QuantityRule {
  return QUANTITY_RULES[isQuantityUnit(unit) ? unit : DEFAULT_QUANTITY_UNIT];
}

/** One decimal digit for units that allow fractions, whole numbers for the others; never -0. */
export function roundForUnit(amount: number, unit: string): number {
  const rule = quantityRule(unit);
  // toPrecision first, so that 0.1 + 0.2 and 1.45 round as a shopper reads them.
  const exact = Number(amount.toPrecision(12));
  const rounded = rule.allowFractional ? Math.round(exact * 10) / 10 : Math.round(exact);
  return rounded === 0 ? 0 : rounded;
}

function clamp(amount: number, rule: QuantityRule): number {
  return Math.min(rule.max, Math.max(rule.min, amount));
}

/**
 * The sanitising rule (doc 2 §5, doc 3 §5): non-numeric characters are stripped, fractions round to one
 * decimal (or to a whole number), negatives become 0, values below the minimum become the minimum and
 * values above the maximum become the maximum.
 *
 * 0 means "none" (the amount was cleared, or was negative): it is kept, not raised to the minimum, so that a
 * shopper can empty a field to remove an item. Any positive amount ends up within the unit's limits, so a
 * fraction of an item ('0.4') is one item rather than none.
 */
export function sanitiseQuantity(input: string | number, unit: string): number {
  const rule = quantityRule(unit);
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (/^-\s*[\d.]/.test(text)) return 0;
  const [whole = '', ...fraction] = text.replace(/[^\d.]/g, '').split('.');
  const digits = fraction.length > 0 ? `${whole}.${fraction.join('')}` : whole;
  const amount = Number(digits);
  if (digits === '' || digits === '.' || !Number.isFinite(amount) || amount <= 0) return 0;
  // Rounding can step over a limit (99.99 lb is 100.0 to one decimal): the limit wins.
  return clamp(roundForUnit(clamp(amount, rule), unit), rule);
}

/** The amount after one press of +: the default from none, else one step more; null past the maximum. */
export function increasedQuantity(amount: number, unit: string): number | null {
  const rule = quantityRule(unit);
  if (!(amount > 0)) return rule.defaultAmount;
  const next = roundForUnit(amount + rule.step, unit);
  return next <= rule.max ? next : null;
}

/** The amount after one press of −: one step less, or 0 (none) when that is below the minimum. */
export function decreasedQuantity(amount: number, unit: string): number {
  const rule = quantityRule(unit);
  const next = roundForUnit(amount - rule.step, unit);
  return next < rule.min ? 0 : next;
}

/** '0.5kg', '300g', '2lb', '3' (items). */
export function formatQuantity(amount: number, unit: string): string {
  const rule = quantityRule(unit);
  return `${roundForUnit(amount, unit)}${rule.symbol}`;
}

/** '0.5 kilograms', '1 item', '3 items': an amount as a screen reader should say it. */
export function spokenQuantity(amount: number, unit: string): string {
  const rule = quantityRule(unit);
  const rounded = roundForUnit(amount, unit);
  return `${rounded} ${rounded === 1 ? rule.spokenUnit.one : rule.spokenUnit.other}`;
}

/** What the sale units of a product depend on: its own unit, and an item weight when sold by the item too. */
export interface SaleUnitFacts {
  uom: string;
  /** Loose produce priced by the kilo that may be bought by the item: one item's average weight. */
  itemWeightKg?: number | null | undefined;
}

/**
 * The units a product may be bought in (its `weights.uoms`): its own, and items as well for loose produce
 * priced by the kilo that has an average item weight (doc 3 §5 "The unit can switch between item and weight").
 */
export function saleUnitsOf(product: SaleUnitFacts): string[] {
  return product.uom === 'KGM' && product.itemWeightKg != null && product.itemWeightKg > 0
    ? ['KGM', 'C62']
    : [product.uom];
}

/**
 * An amount in the unit the product is priced in: items of loose produce weigh `itemWeightKg` each (an
 * estimate: the shopper pays for what is picked); any other unit is the product's own.
 */
export function amountInPriceUnit(quantity: { amount: number; uom: string }, product: SaleUnitFacts): number {
  if (quantity.uom === 'C62' && product.uom === 'KGM' && product.itemWeightKg != null) {
    // To 10 g, as the trolley's totals price amounts in hundredths.
    return Math.round(quantity.amount * product.itemWeightKg * 100) / 100;
  }
  return quantity.amount;
}
