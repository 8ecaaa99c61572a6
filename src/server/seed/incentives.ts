import { inArray } from 'drizzle-orm';
import { incentiveTypeOf } from '../../domain/incentives.ts';
import type { Database } from '../db/client.ts';
import { categories, incentives } from '../db/schema.ts';

/**
 * The promo codes the shop starts with (docs/api/checkout.md "Seeded codes"): one of every kind and rule.
 * Shop data like the promotions, so seeded in every mode, on every start, into a database seeded before the
 * codes existed too; a code already there (perhaps used since) is left as it is.
 */

export interface SeededIncentive {
  code: string;
  description: string;
  discountKind: 'PERCENT' | 'AMOUNT';
  percentOff?: number;
  amountOffPence?: number;
  /** Off the items of the category at this path (and below) only. */
  categoryPath?: string;
  minimumSpendPence?: number;
  firstOrderOnly?: boolean;
  singleUsePerCustomer?: boolean;
  maxRedemptions?: number;
  startsOn?: string;
  endsOn?: string;
}

export const FRESH_FRUIT_PATH = 'groceries/fruit_and_vegetables/fresh_fruit';

export const SEEDED_INCENTIVES: readonly SeededIncentive[] = [
  {
    code: 'WELCOME10',
    description: '10% off your first order of £40 or more',
    discountKind: 'PERCENT',
    percentOff: 10,
    minimumSpendPence: 4000,
    firstOrderOnly: true,
    singleUsePerCustomer: true,
  },
  {
    code: 'SAVE5',
    description: '£5 off when you spend £50 or more',
    discountKind: 'AMOUNT',
    amountOffPence: 500,
    minimumSpendPence: 5000,
  },
  {
    code: 'FRUIT20',
    description: '20% off fresh fruit',
    discountKind: 'PERCENT',
    percentOff: 20,
    categoryPath: FRESH_FRUIT_PATH,
  },
  {
    code: 'THANKYOU5',
    description: '5% off your order, once per customer',
    discountKind: 'PERCENT',
    percentOff: 5,
    singleUsePerCustomer: true,
  },
  {
    code: 'SPRING15',
    description: '15% off your order (ended 31 March 2025)',
    discountKind: 'PERCENT',
    percentOff: 15,
    startsOn: '2025-03-01',
    endsOn: '2025-03-31',
  },
  {
    code: 'NEWYEAR2099',
    description: '£10 off your order from 1 January 2099',
    discountKind: 'AMOUNT',
    amountOffPence: 1000,
    startsOn: '2099-01-01',
  },
  {
    // A VOUCHER code: base64 of '10001:500'. Single use overall.
    code: 'MTAwMDE6NTAw',
    description: '£5 off your order (single-use voucher)',
    discountKind: 'AMOUNT',
    amountOffPence: 500,
    maxRedemptions: 1,
  },
  {
    // A COMBO code: 15 characters of COMBO_ALPHABET. The first 3 orders only.
    code: 'HAPPYWEEKEND3ZX',
    description: '£3 off an order of £25 or more (the first 3 orders only)',
    discountKind: 'AMOUNT',
    amountOffPence: 300,
    minimumSpendPence: 2500,
    maxRedemptions: 3,
  },
];

/**
 * Adds the seeded codes a database lacks. A CATEGORY code whose category is not in the catalogue (a database
 * without the generated shop) is left out. Answers how many were added.
 */
export async function seedIncentives(db: Database): Promise<number> {
  const paths = SEEDED_INCENTIVES.flatMap((seeded) => (seeded.categoryPath ? [seeded.categoryPath] : []));
  const found =
    paths.length === 0
      ? []
      : await db
          .select({ id: categories.id, path: categories.path })
          .from(categories)
          .where(inArray(categories.path, paths));
  const categoryIds = new Map(found.map((row) => [row.path, row.id]));
  const rows = SEEDED_INCENTIVES.flatMap((seeded) => {
    const categoryId = seeded.categoryPath ? categoryIds.get(seeded.categoryPath) : null;
    if (categoryId === undefined) return [];
    return [
      {
        code: seeded.code,
        type: incentiveTypeOf(seeded.code),
        description: seeded.description,
        discountKind: seeded.discountKind,
        percentOff: seeded.percentOff ?? null,
        amountOffPence: seeded.amountOffPence ?? null,
        categoryId,
        minimumSpendPence: seeded.minimumSpendPence ?? 0,
        firstOrderOnly: seeded.firstOrderOnly ?? false,
        singleUsePerCustomer: seeded.singleUsePerCustomer ?? false,
        maxRedemptions: seeded.maxRedemptions ?? null,
        startsOn: seeded.startsOn ?? null,
        endsOn: seeded.endsOn ?? null,
      },
    ];
  });
  const inserted = await db
    .insert(incentives)
    .values(rows)
    .onConflictDoNothing({ target: incentives.code })
    .returning({ id: incentives.id });
  return inserted.length;
}
