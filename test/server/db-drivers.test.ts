import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { branches, categories, products, promotions } from '../../src/server/db/schema.ts';
import { ensureSeeded } from '../../src/server/seed/index.ts';
import { getCategoryWithDescendants } from '../../src/server/services/taxonomy.ts';
import { createTestDatabase } from './support/test-database.ts';

// The same migrations, seed and queries on both drivers. PostgreSQL joins in when DATABASE_URL is
// set (`npm run test:pg`, CI); the default run proves the embedded driver.
const drivers = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

async function snapshot(handle: DatabaseHandle) {
  const db = handle.db;
  const [productCount] = await db.select({ n: count() }).from(products);
  const [categoryCount] = await db.select({ n: count() }).from(categories);
  const [branchCount] = await db.select({ n: count() }).from(branches);
  const [promotionCount] = await db.select({ n: count() }).from(promotions);
  return {
    counts: [productCount?.n, categoryCount?.n, branchCount?.n, promotionCount?.n],
    groceries: await getCategoryWithDescendants(db, 10051, 2, 'prod'),
    wholeTree: await getCategoryWithDescendants(db, 0, 4, 'prod'),
    firstProducts: await db.query.products.findMany({
      orderBy: (p, { asc }) => asc(p.lineNumber),
      limit: 25,
    }),
  };
}

describe('one schema, two drivers', () => {
  const handles = new Map<string, DatabaseHandle>();

  beforeAll(async () => {
    for (const driver of drivers) {
      const handle = await createTestDatabase(driver);
      await ensureSeeded(handle.db, { products: 400 });
      handles.set(driver, handle);
    }
  });
  afterAll(async () => {
    for (const handle of handles.values()) await handle.close();
  });

  it.each(drivers)('%s: migrations, seed and taxonomy queries work', async (driver) => {
    const handle = handles.get(driver);
    if (!handle) throw new Error(`no ${driver} database`);
    const result = await snapshot(handle);
    expect(result.counts[0]).toBe(400);
    expect(result.groceries?.category.id).toBe('10051');
    expect(result.wholeTree?.descendants.some((d) => d.level === 4)).toBe(true);
  });

  it.runIf(drivers.length === 2)('PGlite and PostgreSQL give the same answers', async () => {
    const [pglite, postgres] = drivers.map((driver) => handles.get(driver));
    if (!pglite || !postgres) throw new Error('both databases are needed');
    expect(await snapshot(pglite)).toEqual(await snapshot(postgres));
  });
});
