import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { giftCards, giftVouchers, partnerDiscountCards } from '../../src/server/db/schema.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { SEEDED_GIFT_CARDS } from '../../src/server/seed/tender.ts';
import { verifyPassword } from '../../src/server/services/passwords.ts';
import { createTestDatabase } from './support/test-database.ts';

// The seeded gift cards, vouchers and partner cards (docs/api/checkout.md "Seeded gift cards, vouchers and
// partner cards"): only in development mode; a plain start removes them (their numbers and PINs are published).

describe('seeded gift cards, vouchers and partner cards', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const counts = async () => ({
    giftCards: (await database.db.select().from(giftCards)).length,
    giftVouchers: (await database.db.select().from(giftVouchers)).length,
    partnerCards: (await database.db.select().from(partnerDiscountCards)).length,
  });

  it('are not made by a plain start, are made in development mode, and a plain start removes them', async () => {
    await ensureSeeded(database.db, { products: 200 });
    expect(await counts()).toEqual({ giftCards: 0, giftVouchers: 0, partnerCards: 0 });
    await ensureSeeded(database.db, { products: 200, developmentAccounts: true });
    expect(await counts()).toEqual({ giftCards: 5, giftVouchers: 3, partnerCards: 3 });
    const cards = await database.db.select().from(giftCards);
    const demo = cards.find((card) => card.serialNumber === '6338000000000001');
    expect(demo).toMatchObject({ balancePence: 2000, initialBalancePence: 2000, expiresOn: null });
    expect(await verifyPassword('1234', demo?.pinHash ?? '')).toBe(true);
    expect(demo?.pinHash).not.toContain('1234');
    expect(cards.map((card) => card.serialNumber).sort()).toEqual(
      SEEDED_GIFT_CARDS.map((c) => c.serialNumber),
    );
    // Again in development mode: nothing added twice.
    await ensureSeeded(database.db, { products: 200, developmentAccounts: true });
    expect(await counts()).toEqual({ giftCards: 5, giftVouchers: 3, partnerCards: 3 });
    await ensureSeeded(database.db, { products: 200 });
    expect(await counts()).toEqual({ giftCards: 0, giftVouchers: 0, partnerCards: 0 });
  }, 60_000);
});
