import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incentiveTypeOf } from '../../src/domain/incentives.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { categories, incentives } from '../../src/server/db/schema.ts';
import { FRESH_FRUIT_PATH, SEEDED_INCENTIVES } from '../../src/server/seed/incentives.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

// The seeded promo codes (docs/api/checkout.md "Seeded codes"): with the generated shop, and again into a shop
// seeded before the codes existed; never twice, and a code's uses are left as they are.

describe('the seeded promo codes', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
    await ensureSeeded(database.db, { products: 300 });
  });
  afterAll(async () => {
    await database.close();
  });

  const seeded = () => database.db.select().from(incentives).orderBy(incentives.code);

  it('are every seeded code with its rules; FRUIT20 is on the Fresh Fruit aisle of the catalogue', async () => {
    const rows = await seeded();
    expect(rows.map((row) => row.code).sort()).toEqual(SEEDED_INCENTIVES.map((code) => code.code).sort());
    for (const row of rows) expect(row.type).toBe(incentiveTypeOf(row.code));
    const [fruit] = await database.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.path, FRESH_FRUIT_PATH));
    expect(fruit?.name).toBe('Fresh Fruit');
    expect(rows.find((row) => row.code === 'FRUIT20')?.categoryId).toBe(fruit?.id);
    expect(rows.find((row) => row.code === 'WELCOME10')).toMatchObject({
      type: 'COUPON',
      discountKind: 'PERCENT',
      percentOff: 10,
      minimumSpendPence: 4000,
      firstOrderOnly: true,
      singleUsePerCustomer: true,
    });
    expect(rows.find((row) => row.code === 'MTAwMDE6NTAw')).toMatchObject({
      type: 'VOUCHER',
      maxRedemptions: 1,
    });
    expect(rows.find((row) => row.code === 'HAPPYWEEKEND3ZX')).toMatchObject({
      type: 'COMBO',
      maxRedemptions: 3,
    });
  });

  it('are added to a shop seeded before they existed, and left as they are when there', async () => {
    await database.db
      .update(incentives)
      .set({ redemptionCount: 2 })
      .where(eq(incentives.code, 'HAPPYWEEKEND3ZX'));
    await database.db.delete(incentives).where(eq(incentives.code, 'SAVE5'));
    const again = await ensureSeeded(database.db, { products: 300 });
    expect(again.seeded).toBe(false);
    const rows = await seeded();
    expect(rows).toHaveLength(SEEDED_INCENTIVES.length);
    expect(rows.find((row) => row.code === 'SAVE5')).toMatchObject({
      amountOffPence: 500,
      minimumSpendPence: 5000,
    });
    expect(rows.find((row) => row.code === 'HAPPYWEEKEND3ZX')?.redemptionCount).toBe(2);
  });
});
