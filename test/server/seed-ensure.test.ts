import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { appMeta, categories, productPromotions, products, promotions } from '../../src/server/db/schema.ts';
import { ensureSeeded, SEED_VERSION } from '../../src/server/seed/index.ts';
import { createTestDatabase } from './support/test-database.ts';

const SIZE = 300;

describe('ensureSeeded', () => {
  let database: DatabaseHandle;
  const logged: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const rowCount = async (
    table: typeof products | typeof categories | typeof promotions | typeof productPromotions,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n;

  it('seeds an empty database and says what it made', async () => {
    const result = await ensureSeeded(database.db, { products: SIZE, log: (msg) => logged.push(msg) });
    expect(result).toMatchObject({ seeded: true, products: SIZE, branches: 26 });
    expect(result.categories).toBeGreaterThan(250);
    expect(result.promotions).toBeGreaterThan(0);
    expect(await rowCount(products)).toBe(SIZE);
    expect(await rowCount(categories)).toBe(result.categories);
    expect(await rowCount(promotions)).toBe(result.promotions);
    expect(logged).toContain('seed generated');
  });

  it('records the seed in app_meta', async () => {
    const meta = await database.db.select().from(appMeta);
    const value = (key: string) => meta.find((row) => row.key === key)?.value;
    expect(value('seed.version')).toBe(SEED_VERSION);
    expect(value('seed.products')).toBe(String(SIZE));
    expect(Number.isNaN(Date.parse(value('seed.completedAt') ?? ''))).toBe(false);
  });

  it('stores the rows as generated, json and arrays included', async () => {
    const [milk] = await database.db.select().from(products).where(eq(products.lineNumber, '204729'));
    expect(milk).toMatchObject({
      name: 'Brookside Dairy 1% Fat Milk',
      pricePence: 235,
      dietaryTags: ['Vegetarian', 'Gluten free'],
    });
    const deal = await database.db.query.promotions.findFirst({
      where: eq(promotions.promotionType, 'MEAL_DEAL'),
    });
    expect(deal?.discount).toMatchObject({ type: 'TOTAL_PRICE' });
    expect(deal?.groups.length).toBeGreaterThan(1);
  });

  it('leaves a seeded database alone on the next start', async () => {
    const before = await rowCount(productPromotions);
    const again = await ensureSeeded(database.db, { products: 5000 });
    expect(again).toMatchObject({ seeded: false, products: SIZE });
    expect(await rowCount(products)).toBe(SIZE);
    expect(await rowCount(productPromotions)).toBe(before);
  });
});
