import { describe, expect, it } from 'vitest';
import {
  buildMealDeals,
  chooseText,
  isSelected,
  type MealDealDefinition,
  type MealDealTrolleyItem,
  mealDealPath,
  mealDealSets,
  missingText,
  setSavingPence,
  unitsFreeForMealDeals,
} from '../../../src/domain/meal-deals';

// doc 3 §3 Meal deal (the builder), §5 Filters and offers (threshold 0, selected items) as tables.

const LUNCH: MealDealDefinition = {
  id: 7,
  name: 'Lunch Meal Deal',
  amountPence: 400,
  groups: [
    { groupId: 1, name: 'Main', threshold: 1, lineNumbers: ['m1', 'm2'] },
    { groupId: 2, name: 'Snack', threshold: 1, lineNumbers: ['s1', 's2'] },
    { groupId: 3, name: 'Drink', threshold: 1, lineNumbers: ['d1', 'd2'] },
  ],
};

const ROAST: MealDealDefinition = {
  id: 9,
  name: 'Sunday Roast',
  amountPence: 1000,
  groups: [
    { groupId: 1, name: 'Roast', threshold: 1, lineNumbers: ['r1'] },
    { groupId: 2, name: 'Vegetables', threshold: 2, lineNumbers: ['v1', 'v2', 'v3'] },
    { groupId: 3, name: 'Extras', threshold: 0, lineNumbers: ['x1'] },
  ],
};

const PRICES: Record<string, number> = {
  m1: 350,
  m2: 300,
  s1: 100,
  s2: 90,
  d1: 150,
  d2: 120,
  r1: 900,
  v1: 120,
  v2: 100,
  v3: 80,
  x1: 500,
  other: 999,
};

const item = (lineNumber: string, amountSelected = 1): MealDealTrolleyItem => ({
  lineNumber,
  amountSelected,
  unitPricePence: PRICES[lineNumber] ?? 0,
});

interface Row {
  name: string;
  deals: MealDealDefinition[];
  items: MealDealTrolleyItem[];
  /** builderId, completed, savings, and each group's line numbers, '|' between groups. */
  expected: { builderId: string; completed: boolean; savingsPence: number; groups: string }[];
}

const ROWS: Row[] = [
  { name: 'an empty trolley makes no deal', deals: [LUNCH], items: [], expected: [] },
  {
    name: 'a trolley without the deal’s products makes no deal',
    deals: [LUNCH],
    items: [item('other', 3)],
    expected: [],
  },
  {
    name: 'one of each group completes the deal and saves its price over the deal’s',
    deals: [LUNCH],
    items: [item('m1'), item('s1'), item('d1')],
    expected: [{ builderId: '7-1', completed: true, savingsPence: 200, groups: 'm1|s1|d1' }],
  },
  {
    name: 'a group left empty leaves the deal incomplete, saving nothing',
    deals: [LUNCH],
    items: [item('m1'), item('s1')],
    expected: [{ builderId: '7-1', completed: false, savingsPence: 0, groups: 'm1|s1|' }],
  },
  {
    name: 'units are sorted by price, dearest first, then chunked: the second set is incomplete',
    deals: [LUNCH],
    items: [item('m2'), item('m1'), item('s2'), item('s1'), item('d1')],
    expected: [
      { builderId: '7-1', completed: true, savingsPence: 200, groups: 'm1|s1|d1' },
      { builderId: '7-2', completed: false, savingsPence: 0, groups: 'm2|s2|' },
    ],
  },
  {
    name: 'a quantity of 2 is two units, making two sets',
    deals: [LUNCH],
    items: [item('m1', 2), item('s1', 2), item('d2', 2)],
    expected: [
      { builderId: '7-1', completed: true, savingsPence: 170, groups: 'm1|s1|d2' },
      { builderId: '7-2', completed: true, savingsPence: 170, groups: 'm1|s1|d2' },
    ],
  },
  {
    name: 'a deal dearer than its items saves nothing, even when complete',
    deals: [{ ...LUNCH, amountPence: 700 }],
    items: [item('m2'), item('s2'), item('d2')],
    expected: [{ builderId: '7-1', completed: true, savingsPence: 0, groups: 'm2|s2|d2' }],
  },
  {
    name: 'a threshold of 2 needs two units; groups with threshold 0 are ignored',
    deals: [ROAST],
    items: [item('r1'), item('v3'), item('v1'), item('x1')],
    expected: [{ builderId: '9-1', completed: true, savingsPence: 100, groups: 'r1|v1,v3' }],
  },
  {
    name: 'a group with one of two units is not filled',
    deals: [ROAST],
    items: [item('r1'), item('v2')],
    expected: [{ builderId: '9-1', completed: false, savingsPence: 0, groups: 'r1|v2' }],
  },
  {
    name: 'only a group with threshold 0 in the trolley makes no deal',
    deals: [ROAST],
    items: [item('x1')],
    expected: [],
  },
  {
    name: 'items without a line number or with nothing selected are not selected',
    deals: [LUNCH],
    items: [
      item('m1'),
      { ...item('s1'), amountSelected: 0 },
      { lineNumber: null, amountSelected: 1, unitPricePence: 100 },
      item('d1'),
    ],
    expected: [{ builderId: '7-1', completed: false, savingsPence: 0, groups: 'm1||d1' }],
  },
  {
    name: 'several deals, each in the order given',
    deals: [ROAST, LUNCH],
    items: [item('m1'), item('s1'), item('d1'), item('r1')],
    expected: [
      { builderId: '9-1', completed: false, savingsPence: 0, groups: 'r1|' },
      { builderId: '7-1', completed: true, savingsPence: 200, groups: 'm1|s1|d1' },
    ],
  },
];

describe('buildMealDeals (doc 3 §3 the builder)', () => {
  it.each(ROWS)('$name', ({ deals, items, expected }) => {
    const built = buildMealDeals(deals, items);
    expect(
      built.map((deal) => ({
        builderId: deal.builderId,
        completed: deal.completed,
        savingsPence: deal.savingsPence,
        groups: deal.groups.map((group) => group.items.map((unit) => unit.lineNumber).join(',')).join('|'),
      })),
    ).toEqual(expected);
  });

  it('names each group with its id, name, threshold and what it lacks', () => {
    const [deal] = buildMealDeals([LUNCH], [item('m1'), item('d1')]);
    expect(
      deal?.groups.map(({ groupId, name, threshold, missing }) => ({ groupId, name, threshold, missing })),
    ).toEqual([
      { groupId: 1, name: 'Main', threshold: 1, missing: 0 },
      { groupId: 2, name: 'Snack', threshold: 1, missing: 1 },
      { groupId: 3, name: 'Drink', threshold: 1, missing: 0 },
    ]);
    expect(deal && missingText(deal)).toEqual(['Add 1 more from Snack']);
  });

  it('says what a half-filled group of two lacks', () => {
    const [deal] = buildMealDeals([ROAST], [item('v1')]);
    expect(deal && missingText(deal)).toEqual(['Add 1 more from Roast', 'Add 1 more from Vegetables']);
  });
});

describe('mealDealSets and setSavingPence (the rule the trolley totals charge with)', () => {
  const unit = (pricePence: number, tag: string) => ({ pricePence, tag });
  it.each([
    { groups: [], expected: [] },
    { groups: [{ threshold: 0, units: [unit(1, 'a')] }], expected: [] },
    {
      groups: [
        { threshold: 2, units: [unit(100, 'a'), unit(300, 'b'), unit(200, 'c')] },
        { threshold: 1, units: [unit(50, 'x')] },
      ],
      expected: [
        { completed: true, tags: 'b,c|x' },
        { completed: false, tags: 'a|' },
      ],
    },
    {
      groups: [{ threshold: 1, units: [unit(100, 'first'), unit(100, 'second')] }],
      expected: [
        { completed: true, tags: 'first' },
        { completed: true, tags: 'second' },
      ],
    },
  ])('sets of $groups.length groups', ({ groups, expected }) => {
    expect(
      mealDealSets(groups).map((set) => ({
        completed: set.completed,
        tags: set.groups.map((chunk) => chunk.map((u) => u.tag).join(',')).join('|'),
      })),
    ).toEqual(expected);
  });

  it.each([
    { prices: [350, 100, 150], amount: 400, saving: 200 },
    { prices: [100, 100], amount: 400, saving: 0 },
    { prices: [400], amount: 400, saving: 0 },
  ])('$prices for $amount saves $saving', ({ prices, amount, saving }) => {
    expect(
      setSavingPence(
        prices.map((pricePence) => ({ pricePence })),
        amount,
      ),
    ).toBe(saving);
  });
});

describe('selected items and free units (doc 3 §5)', () => {
  it.each([
    { lineNumber: '1', amountSelected: 1, selected: true },
    { lineNumber: '1', amountSelected: 0, selected: false },
    { lineNumber: '1', amountSelected: -1, selected: false },
    { lineNumber: '', amountSelected: 1, selected: false },
    { lineNumber: null, amountSelected: 1, selected: false },
    { lineNumber: undefined, amountSelected: 2, selected: false },
  ])('$lineNumber × $amountSelected selected: $selected', ({ lineNumber, amountSelected, selected }) => {
    expect(isSelected({ lineNumber, amountSelected, unitPricePence: 1 })).toBe(selected);
  });

  it.each([
    { types: [], free: 2 },
    { types: ['MEAL_DEAL'], free: 2 },
    { types: ['NEW_LOWER_PRICE', 'PRICE_MATCH'], free: 2 },
    { types: ['PERCENT_OFF'], free: 0 },
    { types: ['MULTI_BUY', 'MEAL_DEAL'], free: 0 },
  ])('a line in $types has $free units free', ({ types, free }) => {
    expect(unitsFreeForMealDeals(2, types)).toBe(free);
  });
});

describe('paths and wording', () => {
  it.each([
    [{ name: 'Main', threshold: 1 }, 'Choose 1 main'],
    [{ name: 'Vegetables', threshold: 2 }, 'Choose 2 vegetables'],
  ])('%o reads %s', (group, text) => expect(chooseText(group)).toBe(text));

  it('builds the meal-deal page path', () => {
    expect(mealDealPath(700320)).toBe('/ecom/shop/meal-deals/700320');
  });
});
