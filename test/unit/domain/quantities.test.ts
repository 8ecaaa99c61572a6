import { describe, expect, it } from 'vitest';
import {
  amountInPriceUnit,
  choosableUnits,
  decreasedQuantity,
  formatQuantity,
  increasedQuantity,
  QUANTITY_RULES,
  quantityRule,
  roundForUnit,
  saleUnitsOf,
  sanitiseQuantity,
  spokenQuantity,
} from '../../../src/domain/quantities.ts';

// doc 2 §5 "Quantity", doc 3 §5 "Quantity per unit of measure": the table, row for row.
describe('the quantity rules per unit of measure', () => {
  it.each([
    ['KGM', 0.5, 0.5, 0.1, 99.9, true],
    ['GRM', 100, 100, 100, 999, false],
    ['LBR', 1, 1, 1, 99.99, true],
    ['C62', 1, 1, 1, 99, false],
  ] as const)(
    '%s: default %s, step %s, min %s, max %s, fractions %s',
    (unit, defaultAmount, step, min, max, fractions) => {
      expect(QUANTITY_RULES[unit]).toMatchObject({
        defaultAmount,
        step,
        min,
        max,
        allowFractional: fractions,
      });
    },
  );

  it('reads an unknown unit as items, the default unit', () => {
    expect(quantityRule('XYZ')).toBe(QUANTITY_RULES.C62);
  });
});

// "non-numeric characters are stripped, fractions round to one decimal (or to a whole number), negatives
// become 0, values below the minimum become the minimum, and values above the maximum become the maximum."
describe('sanitiseQuantity', () => {
  it.each([
    // unit, typed, sanitised
    ['C62', '3', 3],
    ['C62', ' 12 ', 12],
    ['C62', '3abc', 3],
    ['C62', 'a1b2', 12],
    ['C62', '2.6', 3],
    ['C62', '2.4', 2],
    ['C62', '0.4', 1],
    ['C62', '-5', 0],
    ['C62', '- 5', 0],
    ['C62', '0', 0],
    ['C62', '', 0],
    ['C62', 'abc', 0],
    ['C62', '.', 0],
    ['C62', '150', 99],
    ['C62', '99', 99],
    ['C62', 7, 7],
    ['C62', Number.NaN, 0],
    ['KGM', '1.25', 1.3],
    ['KGM', '1.24', 1.2],
    ['KGM', '0.05', 0.1],
    ['KGM', '0.1', 0.1],
    ['KGM', '1,5', 15],
    ['KGM', '1.2.3', 1.2],
    ['KGM', '120', 99.9],
    ['KGM', '99.95', 99.9],
    ['KGM', '2kg', 2],
    ['KGM', '-0.5', 0],
    ['GRM', '250', 250],
    ['GRM', '250.6', 251],
    ['GRM', '50', 100],
    ['GRM', '1000', 999],
    ['GRM', '300g', 300],
    ['LBR', '1.55', 1.6],
    ['LBR', '0.5', 1],
    ['LBR', '99.99', 99.99],
    ['LBR', '99.96', 99.99],
    ['LBR', '150', 99.99],
    ['LBR', '£2', 2],
  ] as const)('%s: %j → %s', (unit, typed, expected) => {
    expect(sanitiseQuantity(typed, unit)).toBe(expected);
  });
});

describe('one step up or down', () => {
  it.each([
    // unit, amount, after +
    ['C62', 0, 1],
    ['C62', 1, 2],
    ['C62', 98, 99],
    ['C62', 99, null],
    ['KGM', 0, 0.5],
    ['KGM', 0.5, 1],
    ['KGM', 0.1, 0.6],
    ['KGM', 99.5, null],
    ['KGM', 99.4, 99.9],
    ['GRM', 0, 100],
    ['GRM', 100, 200],
    ['GRM', 900, null],
    ['LBR', 0, 1],
    ['LBR', 98.9, 99.9],
    ['LBR', 99.5, null],
    ['LBR', 99, null],
  ] as const)('%s: + from %s → %s', (unit, amount, expected) => {
    expect(increasedQuantity(amount, unit)).toBe(expected);
  });

  it.each([
    // unit, amount, after − (below the minimum is none)
    ['C62', 2, 1],
    ['C62', 1, 0],
    ['KGM', 1, 0.5],
    ['KGM', 0.5, 0],
    ['KGM', 0.7, 0.2],
    ['KGM', 0.1, 0],
    ['GRM', 300, 200],
    ['GRM', 100, 0],
    ['GRM', 150, 0],
    ['LBR', 2, 1],
    ['LBR', 1.5, 0],
  ] as const)('%s: − from %s → %s', (unit, amount, expected) => {
    expect(decreasedQuantity(amount, unit)).toBe(expected);
  });
});

describe('writing amounts', () => {
  it.each([
    ['KGM', 0.1 + 0.2, 0.3],
    ['C62', 2.5, 3],
    ['GRM', -0.2, 0],
  ] as const)('%s: rounds %s to %s', (unit, amount, expected) => {
    expect(roundForUnit(amount, unit)).toBe(expected);
  });

  it.each([
    ['KGM', 0.5, '0.5kg', '0.5 kilograms'],
    ['KGM', 1, '1kg', '1 kilogram'],
    ['GRM', 300, '300g', '300 grams'],
    ['LBR', 2, '2lb', '2 pounds'],
    ['C62', 1, '1', '1 item'],
    ['C62', 3, '3', '3 items'],
  ] as const)('%s %s is %s, said %s', (unit, amount, written, spoken) => {
    expect(formatQuantity(amount, unit)).toBe(written);
    expect(spokenQuantity(amount, unit)).toBe(spoken);
  });
});

// doc 3 §5 "The unit can switch between item and weight": loose produce with an average item weight.
describe('buying by the item or by the kilo', () => {
  it.each([
    [{ uom: 'KGM', itemWeightKg: 0.15 }, ['KGM', 'C62']],
    [{ uom: 'KGM', itemWeightKg: null }, ['KGM']],
    [{ uom: 'KGM', itemWeightKg: 0 }, ['KGM']],
    [{ uom: 'C62', itemWeightKg: 0.15 }, ['C62']],
    [{ uom: 'GRM' }, ['GRM']],
  ] as const)('%o is sold in %o', (product, units) => {
    expect(saleUnitsOf(product)).toEqual(units);
  });

  it('offers the switch only where both units are sold', () => {
    expect(choosableUnits(saleUnitsOf({ uom: 'KGM', itemWeightKg: 0.15 }))).toEqual(['C62', 'KGM']);
    expect(choosableUnits(saleUnitsOf({ uom: 'KGM' }))).toEqual([]);
  });

  it.each([
    [{ amount: 4, uom: 'C62' }, { uom: 'KGM', itemWeightKg: 0.15 }, 0.6],
    [{ amount: 3, uom: 'C62' }, { uom: 'KGM', itemWeightKg: 0.067 }, 0.2],
    [{ amount: 1.5, uom: 'KGM' }, { uom: 'KGM', itemWeightKg: 0.15 }, 1.5],
    [{ amount: 2, uom: 'C62' }, { uom: 'C62' }, 2],
  ] as const)('%o of %o is %d in the price unit', (quantity, product, amount) => {
    expect(amountInPriceUnit(quantity, product)).toBe(amount);
  });
});
