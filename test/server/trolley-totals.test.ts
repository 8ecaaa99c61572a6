import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromotionDiscount, PromotionGroup } from '../../src/server/seed/discounts.ts';
import {
  computeTrolleyTotals,
  type PricedLine,
  type TrolleyPromotionInput,
} from '../../src/server/services/trolley-totals.ts';
import type { Harness } from './support/auth-harness.ts';
import {
  anonymousShopper,
  createTrolleyHarness,
  type FixtureRef,
  type ItemAnswer,
  P,
  pence,
  trolleyCall,
  UPDATE_ITEMS,
} from './support/trolley-fixtures.ts';

// Trolley totals and offers (doc 2 §3 Trolley item pricing and offers, Trolley totals; the promotion shapes
// of src/server/seed/discounts.ts; docs/api/trolley.md "How totals and offers are computed"), to the penny.

const TODAY = '2025-06-02';

let nextItem = 1;
const line = (
  productId: string,
  pricePence: number,
  amount: number,
  extra: Partial<PricedLine> = {},
): PricedLine => ({
  itemId: nextItem++,
  productId,
  amount,
  uom: 'C62',
  pricePence,
  priceQuantity: 1,
  depositChargePence: null,
  availability: 'IN_STOCK',
  ...extra,
});

const promotion = (
  id: number,
  discount: PromotionDiscount,
  members: [string, number?][],
  extra: Partial<TrolleyPromotionInput> & { groups?: PromotionGroup[] } = {},
): TrolleyPromotionInput => ({
  id,
  description: `Offer ${id}`,
  promotionType: discount.type,
  promotionTypeCode: 'X',
  startDate: '2025-01-01',
  expiryDate: '2025-12-31',
  hidden: false,
  loyaltyOnly: false,
  discount,
  groups: [{ id: 1, name: 'Offer', threshold: 1 }],
  members: new Map(members.map(([product, group]) => [product, group ?? 1])),
  ...extra,
});

interface Row {
  name: string;
  lines: PricedLine[];
  promotions: TrolleyPromotionInput[];
  /** Saving in pence per line, in order. */
  savings: number[];
  retail?: number[];
  statuses?: (string | null)[];
}

const ROWS: Row[] = [
  {
    name: 'no offer: price × quantity',
    lines: [line('a', 150, 3)],
    promotions: [],
    savings: [0],
    retail: [450],
  },
  {
    name: 'PERCENT_OFF 25% on each unit, rounded per line',
    lines: [line('a', 199, 3)],
    promotions: [promotion(1, { type: 'PERCENT_OFF', percent: 25 }, [['a']])],
    savings: [149], // 597 × 25% = 149.25
    statuses: ['TRIGGERED'],
  },
  {
    name: 'PERCENT_OFF with minQuantity, mixed across products: 6 bottles trigger, half a penny rounds up',
    lines: [line('red', 799, 4), line('white', 999, 2)],
    promotions: [promotion(2, { type: 'PERCENT_OFF', percent: 25, minQuantity: 6 }, [['red'], ['white']])],
    savings: [799, 500], // 3196 × 25% = 799; 1998 × 25% = 499.5
    statuses: ['TRIGGERED', 'TRIGGERED'],
  },
  {
    name: 'PERCENT_OFF with minQuantity not reached: untriggered',
    lines: [line('red', 799, 5)],
    promotions: [promotion(3, { type: 'PERCENT_OFF', percent: 25, minQuantity: 6 }, [['red']])],
    savings: [0],
    statuses: ['UNTRIGGERED'],
  },
  {
    name: 'AMOUNT_OFF per unit, never below zero',
    lines: [line('a', 350, 3), line('b', 30, 2)],
    promotions: [promotion(4, { type: 'AMOUNT_OFF', amountPence: 50 }, [['a'], ['b']])],
    savings: [150, 60],
  },
  {
    name: 'FIXED_PRICE: each unit costs the fixed price',
    lines: [line('a', 300, 2)],
    promotions: [promotion(5, { type: 'FIXED_PRICE', pricePence: 225 }, [['a']])],
    savings: [150],
  },
  {
    name: 'MULTI_BUY 3 for £5 mixed: the dearest units make the set, the saving shared by price',
    lines: [line('ya', 200, 2), line('yb', 225, 2), line('yc', 180, 1)],
    promotions: [
      promotion(6, { type: 'MULTI_BUY', buy: 3, forPence: 500 }, [['ya'], ['yb'], ['yc']], {
        groups: [{ id: 1, name: 'Offer', threshold: 3 }],
      }),
    ],
    // Set: 225 + 225 + 200 = 650, saving 150 shared 51.92/51.92/46.15 → 52, 52, 46.
    savings: [46, 104, 0],
    statuses: ['TRIGGERED', 'TRIGGERED', 'UNTRIGGERED'],
  },
  {
    name: 'MULTI_BUY two complete sets, one unit over pays its price',
    lines: [line('a', 200, 7)],
    promotions: [promotion(7, { type: 'MULTI_BUY', buy: 3, forPence: 500 }, [['a']])],
    savings: [200],
  },
  {
    name: 'MULTI_BUY short of a set: untriggered',
    lines: [line('a', 200, 2)],
    promotions: [promotion(8, { type: 'MULTI_BUY', buy: 3, forPence: 500 }, [['a']])],
    savings: [0],
    statuses: ['UNTRIGGERED'],
  },
  {
    name: 'TOTAL_PRICE meal deal: one of each group, threshold-0 group ignored',
    lines: [
      line('sandwich', 350, 1),
      line('wrap', 400, 1),
      line('crisps', 95, 1),
      line('juice', 180, 2),
      line('cookie', 120, 1),
    ],
    promotions: [
      promotion(
        9,
        { type: 'TOTAL_PRICE', amountPence: 500 },
        [
          ['sandwich', 1],
          ['wrap', 1],
          ['crisps', 2],
          ['juice', 3],
          ['cookie', 4],
        ],
        {
          groups: [
            { id: 1, name: 'Main', threshold: 1 },
            { id: 2, name: 'Side', threshold: 1 },
            { id: 3, name: 'Drink', threshold: 1 },
            { id: 4, name: 'Treat', threshold: 0 },
          ],
        },
      ),
    ],
    // Set: wrap 400 + crisps 95 + juice 180 = 675, saving 175 shared 103.70/24.63/46.67 → 104, 24, 47.
    savings: [0, 104, 24, 47, 0],
    statuses: ['UNTRIGGERED', 'TRIGGERED', 'TRIGGERED', 'TRIGGERED', null],
  },
  {
    name: 'TOTAL_PRICE with a group missing: untriggered',
    lines: [line('sandwich', 350, 1), line('juice', 180, 1)],
    promotions: [
      promotion(
        10,
        { type: 'TOTAL_PRICE', amountPence: 500 },
        [
          ['sandwich', 1],
          ['crisps', 2],
          ['juice', 3],
        ],
        {
          groups: [
            { id: 1, name: 'Main', threshold: 1 },
            { id: 2, name: 'Side', threshold: 1 },
            { id: 3, name: 'Drink', threshold: 1 },
          ],
        },
      ),
    ],
    savings: [0, 0],
    statuses: ['UNTRIGGERED', 'UNTRIGGERED'],
  },
  {
    name: 'TOTAL_PRICE dearer than the set: triggered, nothing saved',
    lines: [line('a', 100, 1), line('b', 100, 1)],
    promotions: [
      promotion(
        11,
        { type: 'TOTAL_PRICE', amountPence: 500 },
        [
          ['a', 1],
          ['b', 2],
        ],
        {
          groups: [
            { id: 1, name: 'Main', threshold: 1 },
            { id: 2, name: 'Side', threshold: 1 },
          ],
        },
      ),
    ],
    savings: [0, 0],
    statuses: ['TRIGGERED', 'TRIGGERED'],
  },
  {
    name: 'DISPLAY_ONLY: in effect, nothing saved',
    lines: [line('a', 250, 1)],
    promotions: [promotion(12, { type: 'DISPLAY_ONLY' }, [['a']])],
    savings: [0],
    statuses: ['TRIGGERED'],
  },
  {
    name: 'loyalty-only offers do not apply and are not listed (no loyalty scheme yet)',
    lines: [line('a', 600, 1)],
    promotions: [promotion(13, { type: 'PERCENT_OFF', percent: 50 }, [['a']], { loyaltyOnly: true })],
    savings: [0],
    statuses: [null],
  },
  {
    name: 'hidden offers apply when triggered',
    lines: [line('a', 300, 1)],
    promotions: [promotion(14, { type: 'PERCENT_OFF', percent: 10 }, [['a']], { hidden: true })],
    savings: [30],
    statuses: ['TRIGGERED'],
  },
  {
    name: 'hidden offers are not listed while untriggered',
    lines: [line('a', 200, 1)],
    promotions: [promotion(15, { type: 'MULTI_BUY', buy: 2, forPence: 300 }, [['a']], { hidden: true })],
    savings: [0],
    statuses: [null],
  },
  {
    name: 'an offer outside its dates does not apply',
    lines: [line('a', 140, 1), line('b', 140, 1)],
    promotions: [
      promotion(16, { type: 'PERCENT_OFF', percent: 50 }, [['a']], { expiryDate: '2025-06-01' }),
      promotion(17, { type: 'PERCENT_OFF', percent: 50 }, [['b']], { startDate: '2025-06-03' }),
    ],
    savings: [0, 0],
    statuses: [null, null],
  },
  {
    name: 'a unit takes part in one offer: the simple offer first, then the meal deal with what is left',
    lines: [line('main', 400, 2), line('side', 100, 1)],
    promotions: [
      promotion(
        19,
        { type: 'TOTAL_PRICE', amountPence: 300 },
        [
          ['main', 1],
          ['side', 2],
        ],
        {
          groups: [
            { id: 1, name: 'Main', threshold: 1 },
            { id: 2, name: 'Side', threshold: 1 },
          ],
        },
      ),
      promotion(18, { type: 'MULTI_BUY', buy: 3, forPence: 500 }, [['main']]),
    ],
    // The multi-buy (2 units) does not trigger, so both mains are free for the deal: 400 + 100 − 300 = 200.
    savings: [160, 40],
  },
  {
    name: 'weighed items: price per kg × weight; per 100 g; per lb',
    lines: [
      line('bananas', 68, 1.5, { uom: 'KGM' }),
      line('ham', 250, 150, { uom: 'GRM', priceQuantity: 100 }),
      line('beef', 500, 2.5, { uom: 'LBR' }),
    ],
    promotions: [],
    savings: [0, 0, 0],
    retail: [102, 375, 1250],
  },
];

describe('computeTrolleyTotals: each promotion shape, to the penny', () => {
  it.each(ROWS)('$name', ({ lines, promotions, savings, retail, statuses }) => {
    const result = computeTrolleyTotals(lines, promotions, { today: TODAY });
    expect(result.lines.map((l) => l.savingPence)).toEqual(savings);
    if (retail) expect(result.lines.map((l) => l.retailPence)).toEqual(retail);
    if (statuses) expect(result.lines.map((l) => l.discounts[0]?.status ?? null)).toEqual(statuses);
    for (const l of result.lines) expect(l.totalPence).toBe(l.retailPence - l.savingPence);
    const saved = result.lines.reduce((sum, l) => sum + l.savingPence, 0);
    expect(result.totals.savingsFromOffersPence).toBe(saved);
    expect(result.promotions.reduce((sum, p) => sum + p.savingPence, 0)).toBe(saved);
  });

  it('deposits, minimum spend and conflict counts', () => {
    const lines = [
      line('cola', 400, 2, { depositChargePence: 60 }),
      line('gone', 500, 1, { availability: 'OUT_OF_STOCK' }),
      line('paused', 500, 1, { availability: 'UNAVAILABLE' }),
      line('milk', 150, 1),
    ];
    const { totals, lines: out } = computeTrolleyTotals(lines, [], { today: TODAY });
    expect(out.map((l) => l.depositPence)).toEqual([120, null, null, null]);
    expect(totals).toMatchObject({
      itemTotalEstimatedCostPence: 1950,
      totalDepositChargePence: 120,
      totalEstimatedCostPence: 2070,
      deliveryChargePence: null,
      deliveryMinimumOrderValuePence: 4000,
      collectionMinimumOrderValuePence: 2500,
      minimumSpendThresholdMet: false,
      hardConflicts: 2,
      softConflicts: 0,
      noConflicts: 2,
      orderLines: 4,
    });
    expect(out.map((l) => l.conflict?.type ?? null)).toEqual([null, 'OUT_OF_STOCK', 'UNAVAILABLE', null]);
    // The minimum spend is on the items after offers: £19.50 meets the collection minimum only.
    expect(
      computeTrolleyTotals(lines, [], { today: TODAY, fulfilment: 'COLLECTION' }).totals
        .minimumSpendThresholdMet,
    ).toBe(false);
    const big = [line('wine', 2000, 2)];
    expect(computeTrolleyTotals(big, [], { today: TODAY }).totals.minimumSpendThresholdMet).toBe(true);
    expect(
      computeTrolleyTotals([line('w', 2500, 1)], [], { today: TODAY, fulfilment: 'COLLECTION' }).totals
        .minimumSpendThresholdMet,
    ).toBe(true);
    expect(
      computeTrolleyTotals([line('w', 3999, 1)], [], { today: TODAY }).totals.minimumSpendThresholdMet,
    ).toBe(false);
  });
});

describe('a fixed trolley through the graph', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createTrolleyHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('prices every line and the totals to the penny', async () => {
    const shopper = await anonymousShopper(h);
    const item = (key: string, amount: number) => {
      const product = P[key] as FixtureRef;
      return { lineNumber: product.lineNumber, quantity: { amount, uom: product.uom } };
    };
    const answer = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: [
        item('coffee', 2),
        item('redWine', 4),
        item('whiteWine', 2),
        item('cheese', 3),
        item('granola', 2),
        item('yogurtA', 2),
        item('yogurtB', 2),
        item('yogurtC', 1),
        item('sandwich', 1),
        item('wrap', 1),
        item('crisps', 1),
        item('juice', 2),
        item('cookie', 1),
        item('ketchup', 1),
        item('oliveOil', 1),
        item('tea', 1),
        item('bread', 1),
        item('bananas', 1.5),
        item('ham', 150),
        item('beef', 2.5),
        item('cola', 2),
      ],
    });
    expect(answer.failures).toEqual([]);
    const trolley = answer.trolley;
    if (!trolley) throw new Error('no trolley');
    const byLine = new Map(trolley.trolleyItems.map((i) => [i.lineNumber, i]));
    const of = (key: string) => byLine.get((P[key] as FixtureRef).lineNumber) as ItemAnswer;
    const expected: [key: string, retail: number, saving: number][] = [
      ['coffee', 800, 200],
      ['redWine', 3196, 799],
      ['whiteWine', 1998, 500],
      ['cheese', 1050, 150],
      ['granola', 600, 150],
      ['yogurtA', 400, 46],
      ['yogurtB', 450, 104],
      ['yogurtC', 180, 0],
      ['sandwich', 350, 0],
      ['wrap', 400, 104],
      ['crisps', 95, 24],
      ['juice', 360, 47],
      ['cookie', 120, 0],
      ['ketchup', 250, 0],
      ['oliveOil', 600, 0],
      ['tea', 300, 30],
      ['bread', 140, 0],
      ['bananas', 102, 0],
      ['ham', 375, 0],
      ['beef', 1250, 0],
      ['cola', 800, 0],
    ];
    for (const [key, retail, saving] of expected) {
      const line = of(key);
      expect([key, pence(line.retailPrice), pence(line.saving), pence(line.totalPrice)]).toEqual([
        key,
        retail,
        saving,
        retail - saving,
      ]);
    }
    const retailTotal = expected.reduce((sum, [, retail]) => sum + retail, 0);
    const savings = expected.reduce((sum, [, , saving]) => sum + saving, 0);
    expect(savings).toBe(2154);
    const totals = trolley.trolleyTotals;
    expect(pence(totals.savingsFromOffers as never)).toBe(savings);
    expect(pence(totals.totalSavings as never)).toBe(savings);
    expect(pence(totals.savingsFromMyWaitrose as never)).toBe(0);
    expect(pence(totals.itemTotalEstimatedCost as never)).toBe(retailTotal - savings);
    expect(pence(totals.totalDepositCharge as never)).toBe(120);
    expect(pence(totals.totalEstimatedCost as never)).toBe(retailTotal - savings + 120);
    expect(totals.minimumSpendThresholdMet).toBe(true);
    expect(totals.orderLines).toBe(21);
    expect(pence(of('cola').depositCharge)).toBe(120);

    // Offers listed on the lines: triggered, untriggered, and none for loyalty-only, ended or threshold-0.
    expect(of('coffee').discounts).toEqual([
      { status: 'TRIGGERED', id: 990_001, description: 'Save 25%', category: 'OFFER' },
    ]);
    expect(of('yogurtC').untriggeredPromotions).toEqual([990_005]);
    expect(of('yogurtB').triggeredPromotions).toEqual([990_005]);
    expect(of('ketchup').triggeredPromotions).toEqual([990_007]);
    expect(of('tea').triggeredPromotions).toEqual([990_009]);
    for (const key of ['oliveOil', 'bread', 'cookie', 'milk'].filter((k) =>
      byLine.has((P[k] as FixtureRef).lineNumber),
    )) {
      expect(of(key).discounts).toEqual([]);
    }
    const deal = trolley.promotions.find((p) => p.promotionId === 990_006);
    expect(deal).toMatchObject({ status: 'TRIGGERED', unitsNeeded: 0 });
    expect(pence(deal?.saving)).toBe(175);
    expect(deal?.trolleyItemIds.sort()).toEqual(
      [of('wrap'), of('crisps'), of('juice')].map((i) => i.trolleyItemId).sort(),
    );
  });

  it('an untriggered offer says how many more units it needs', async () => {
    const shopper = await anonymousShopper(h);
    const answer = await trolleyCall(shopper, UPDATE_ITEMS, 'updateTrolleyItems', {
      trolleyItems: [
        { lineNumber: (P.redWine as FixtureRef).lineNumber, quantity: { amount: 4, uom: 'C62' } },
      ],
    });
    expect(answer.trolley?.promotions).toEqual([
      {
        promotionId: 990_002,
        status: 'UNTRIGGERED',
        promotionExpiryDate: '2025-12-31',
        saving: { amount: 0, currencyCode: 'GBP' },
        trolleyItemIds: [expect.any(Number)],
        unitsNeeded: 2,
      },
    ]);
  });
});
