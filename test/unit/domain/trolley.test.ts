import { describe, expect, it } from 'vitest';
import {
  enqueueChange,
  estimatedItemTotalPence,
  type ItemChange,
  isOrderGone,
  isTrolleyOrderState,
  itemChangeKind,
  itemInputOf,
  minimumSpend,
  nextBatch,
  offersEndDate,
  optimisticItemId,
  personalisedMessageCounter,
  restorationOf,
  shelfPricePence,
  type TrolleyChange,
  trolleyItemCount,
  visibleLines,
} from '../../../src/domain/trolley.ts';
import { pendingAddChange } from '../../../src/shop/trolley/pending-add.ts';
import { trolleyLine, trolleyOf, trolleyProduct } from '../trolley/trolley-data.ts';

const milk = trolleyProduct();
const bread = trolleyProduct({
  lineNumber: '100002',
  name: 'Seeded Bread',
  currentSaleUnitPrice: { price: { amount: 1.4, currencyCode: 'GBP' }, quantity: { amount: 1, uom: 'C62' } },
});
const bananas = trolleyProduct({
  lineNumber: '100003',
  name: 'Bananas',
  currentSaleUnitPrice: { price: { amount: 0.68, currencyCode: 'GBP' }, quantity: { amount: 1, uom: 'KGM' } },
  defaultQuantity: { amount: 0.5, uom: 'KGM' },
});
const milkLine = trolleyLine({ trolleyItemId: 11, product: milk, quantity: { amount: 2, uom: 'C62' } });

const change = (fields: Partial<ItemChange> = {}): ItemChange => ({
  kind: 'item',
  lineNumber: milk.lineNumber,
  ...fields,
});
const items = (amount: number) => ({ amount, uom: 'C62' });

describe('the optimistic queue (doc 2 §4)', () => {
  // [what is asked, the line in the trolley, how it is sent]
  it.each([
    ['quantity 0 of a line', change({ quantity: items(0) }), milkLine, 'remove'],
    ['a product not in the trolley', change({ quantity: items(1), product: milk }), undefined, 'add'],
    [
      'a note at the same quantity',
      change({ quantity: items(2), noteToShopper: 'Ripe' }),
      milkLine,
      'preferences',
    ],
    ['a substitution choice alone', change({ canSubstitute: false }), milkLine, 'preferences'],
    ['another quantity', change({ quantity: items(3) }), milkLine, 'quantity'],
    ['quantity 0 of a product not in the trolley', change({ quantity: items(0) }), undefined, null],
  ] as const)('%s is sent as %s', (_name, asked, line, kind) => {
    expect(itemChangeKind(asked, line)).toBe(kind);
  });

  it('gives an added line the negative of its line number as its id (doc 2 §9)', () => {
    expect(optimisticItemId('100001')).toBe(-100001);
    expect(itemInputOf(change({ quantity: items(1), product: milk }), undefined)?.input).toEqual({
      trolleyItemId: -100001,
      lineNumber: '100001',
      productId: '100001-1',
      quantity: items(1),
    });
  });

  it('names the server’s line for every other change, and sends only what changed', () => {
    expect(itemInputOf(change({ noteToShopper: null }), milkLine)?.input).toEqual({
      trolleyItemId: 11,
      lineNumber: '100001',
      productId: '100001-1',
      noteToShopper: null,
    });
    expect(itemInputOf(change({ quantity: items(0) }), milkLine)?.input).toMatchObject({
      trolleyItemId: 11,
      quantity: items(0),
    });
  });

  it('folds quick changes to one product into one, the last quantity winning', () => {
    let queue: TrolleyChange[] = [];
    for (let amount = 2; amount <= 11; amount += 1)
      queue = enqueueChange(queue, change({ quantity: items(amount) }));
    expect(queue).toEqual([change({ quantity: items(11) })]);
    queue = enqueueChange(queue, change({ noteToShopper: 'Ripe' }));
    expect(queue).toEqual([change({ quantity: items(11), noteToShopper: 'Ripe' })]);
  });

  it('keeps the order of changes around an empty, and merges repeated trolley-wide ones', () => {
    let queue: TrolleyChange[] = [change({ quantity: items(1) })];
    queue = enqueueChange(queue, { kind: 'empty' });
    queue = enqueueChange(queue, { kind: 'empty' });
    queue = enqueueChange(queue, change({ quantity: items(2) }));
    expect(queue.map((entry) => entry.kind)).toEqual(['item', 'empty', 'item']);
  });

  it('sends the item changes at the head together, and a trolley-wide change alone', () => {
    const breadChange: ItemChange = { kind: 'item', lineNumber: bread.lineNumber, quantity: items(1) };
    const queue: TrolleyChange[] = [
      change(),
      breadChange,
      { kind: 'substitutions', allowed: false },
      change(),
    ];
    expect(nextBatch(queue)).toEqual([change(), breadChange]);
    expect(nextBatch(queue.slice(2))).toEqual([{ kind: 'substitutions', allowed: false }]);
    expect(nextBatch([])).toEqual([]);
  });
});

describe('the trolley as the shopper sees it', () => {
  const server = trolleyOf([milkLine]);

  it('shows changes at once over the server’s lines, an add priced at the shelf price', () => {
    const lines = visibleLines(server, [
      change({ quantity: items(3) }),
      { kind: 'item', lineNumber: bread.lineNumber, quantity: items(2), product: bread },
    ]);
    expect(lines.map((line) => [line.lineNumber, line.quantity.amount, line.trolleyItemId])).toEqual([
      ['100001', 3, 11],
      ['100002', 2, -100002],
    ]);
    expect(lines[1]?.totalPrice.amount).toBe(2.8);
    expect(estimatedItemTotalPence(server, lines)).toBe(450 + 280);
  });

  it('equals the server’s total to the penny once nothing waits', () => {
    expect(estimatedItemTotalPence(server, visibleLines(server, []))).toBe(300);
  });

  it('hides a removed line, empties all but locked lines, and swaps a line for another product', () => {
    const locked = trolleyLine({ trolleyItemId: 12, product: bread, locked: true });
    const both = trolleyOf([milkLine, locked]);
    expect(visibleLines(both, [change({ quantity: items(0) })]).map((line) => line.lineNumber)).toEqual([
      '100002',
    ]);
    expect(visibleLines(both, [{ kind: 'empty' }]).map((line) => line.lineNumber)).toEqual(['100002']);
    const swapped = visibleLines(server, [{ kind: 'replace', trolleyItemId: 11, product: bread }]);
    expect(swapped.map((line) => [line.lineNumber, line.quantity.amount])).toEqual([['100002', 2]]);
  });

  it('sets every substitutable, unlocked line on substitute-all', () => {
    const prohibited = trolleyLine({
      trolleyItemId: 13,
      product: trolleyProduct({ lineNumber: '100009', substitutionsProhibited: true }),
      canSubstitute: false,
    });
    const lines = visibleLines(trolleyOf([milkLine, prohibited]), [
      { kind: 'substitutions', allowed: false },
    ]);
    expect(lines.map((line) => line.canSubstitute)).toEqual([false, false]);
    const allowed = visibleLines(trolleyOf([milkLine, prohibited]), [
      { kind: 'substitutions', allowed: true },
    ]);
    expect(allowed.map((line) => line.canSubstitute)).toEqual([true, false]);
  });

  it('counts items one by one, and a weighed line as one', () => {
    const bananaLine = trolleyLine({
      trolleyItemId: 14,
      product: bananas,
      quantity: { amount: 1.5, uom: 'KGM' },
    });
    expect(trolleyItemCount([milkLine, bananaLine])).toBe(3);
  });
});

describe('loading and failures (doc 2 §4, §7)', () => {
  it.each([
    ['PENDING', true],
    ['AMENDING', true],
    ['PLACED', false],
    [null, false],
  ] as const)('loads the trolley of an order in %s: %s', (state, loads) => {
    expect(isTrolleyOrderState(state)).toBe(loads);
  });

  it.each([
    ['ORDER_NOT_FOUND', true],
    ['ORDER_NOT_EDITABLE', true],
    ['INVALID_QUANTITY', false],
    ['ITEM_NOT_FOUND', false],
  ])('reads %s as the order being gone: %s', (type, gone) => {
    expect(isOrderGone({ trolley: null, failures: [{ type, message: '' }] })).toBe(gone);
  });
});

describe('minimum spend and the personalised message (doc 2 §5)', () => {
  it.each([
    [0, 4000, 0, false],
    [2550, 1450, 63, false],
    [4000, 0, 100, true],
    [5200, 0, 100, true],
  ])('with £%s of items: %sp to go, %s%%, met %s', (spent, remaining, percent, met) => {
    expect(minimumSpend(spent)).toMatchObject({ remainingPence: remaining, percent, met });
  });

  it.each([
    ['', 0, false],
    ['Happy birthday', 14, false],
    ['Happy birthday to you G', 23, true],
    ['Happy birthday to you, Grandma', 30, true],
  ])('counts "%s" as %s of 30 characters, warning %s (at 75%%)', (text, used, warn) => {
    expect(personalisedMessageCounter(text, 30)).toMatchObject({
      used,
      warn,
      label: `${used}/30 characters`,
    });
  });
});

describe('undo and the pending add (doc 1 §4)', () => {
  it('puts a removed line back as it was', () => {
    const noted = trolleyLine({ product: milk, noteToShopper: 'Ripe', canSubstitute: false });
    expect(restorationOf(noted)).toMatchObject({
      lineNumber: '100001',
      quantity: items(1),
      noteToShopper: 'Ripe',
      canSubstitute: false,
    });
  });

  const pending = { lineNumber: milk.lineNumber, productId: milk.id, quantity: items(1), product: milk };

  it('adds the pending item, or combines it with the line of the same unit', () => {
    expect(pendingAddChange(pending, trolleyOf([]))?.quantity).toEqual(items(1));
    expect(pendingAddChange(pending, trolleyOf([milkLine]))?.quantity).toEqual(items(3));
  });

  it('moves a line of another unit one step towards the pending change', () => {
    const byWeight = { ...pending, quantity: { amount: 0.5, uom: 'KGM' } };
    expect(pendingAddChange(byWeight, trolleyOf([milkLine]))?.quantity).toEqual(items(3));
  });
});

describe('the shelf price of an optimistic line', () => {
  const looseApples = trolleyProduct({
    currentSaleUnitPrice: { price: { amount: 3, currencyCode: 'GBP' }, quantity: { amount: 1, uom: 'KGM' } },
    defaultQuantity: { amount: 0.5, uom: 'KGM' },
    itemWeightKg: 0.15,
  });

  it('prices kilos by the kilo and items at their estimated weight, as the server does', () => {
    expect(shelfPricePence(looseApples, { amount: 1.5, uom: 'KGM' })).toBe(450);
    expect(shelfPricePence(looseApples, { amount: 4, uom: 'C62' })).toBe(180);
    expect(shelfPricePence(trolleyProduct(), { amount: 3, uom: 'C62' })).toBe(450);
  });
});

describe("the day the trolley's offers end (doc 2 §4 expired-offers modal)", () => {
  const offer = (status: string, promotionExpiryDate: string) => ({ status, promotionExpiryDate });

  it.each([
    ['no offers', [], null],
    ['only missed offers', [offer('UNTRIGGERED', '2026-06-03')], null],
    ['one triggered offer', [offer('TRIGGERED', '2026-06-10')], '2026-06-10'],
    [
      'the earliest of the triggered ones',
      [
        offer('TRIGGERED', '2026-06-10'),
        offer('UNTRIGGERED', '2026-06-02'),
        offer('TRIGGERED', '2026-06-04'),
      ],
      '2026-06-04',
    ],
  ])('%s', (_, promotions, expected) => {
    expect(offersEndDate(promotions)).toBe(expected);
  });
});
