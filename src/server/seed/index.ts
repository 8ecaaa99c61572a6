import { count, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appMeta, branches, categories, productPromotions, products, promotions } from '../db/schema.ts';
import { removeSeededAccounts, seedAccounts } from './accounts.ts';
import { type Catalogue, generateCatalogue } from './catalogue.ts';
import { seedContent } from './content.ts';
import { seedIncentives } from './incentives.ts';
import { insertInBatches } from './insert.ts';
import { removeSeededTender, seedTender } from './tender.ts';

export { SEEDED_ACCOUNTS, SEEDED_PASSWORD } from './accounts.ts';
export { type Catalogue, type CatalogueOptions, generateCatalogue, SEED, SEED_EPOCH } from './catalogue.ts';

/** Bump when the generated shop changes, so a database can tell which shop it holds. */
export const SEED_VERSION = '2';
/** Serialises seeding across API processes sharing one PostgreSQL server. */
const SEED_LOCK_KEY = 72_530_001;

export interface SeedOptions {
  products: number;
  /**
   * Development mode: the seeded accounts (docs/api/session.md) are made. Otherwise they must not exist,
   * and any a development start made are removed.
   */
  developmentAccounts?: boolean;
  /** When the seeded accounts were created (the server clock). */
  now?: Date;
  log?: (msg: string, fields?: Record<string, unknown>) => void;
}

export interface SeedResult {
  seeded: boolean;
  products: number;
  categories: number;
  branches: number;
  promotions: number;
  /** Seeded accounts added by this call (0 when they were there already, or outside development mode). */
  accounts: number;
  /** Seeded accounts removed by this call (a plain start after a development one). */
  accountsRemoved: number;
  ms: number;
}

async function isSeeded(db: Database): Promise<boolean> {
  const marked = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seed.completedAt'`);
  if (marked.length > 0) return true;
  // A shop loaded some other way is left alone too: only an empty database is seeded.
  const anyCategory = await db.select({ id: categories.id }).from(categories).limit(1);
  return anyCategory.length > 0;
}

async function countRows(
  db: Database,
): Promise<Omit<SeedResult, 'seeded' | 'ms' | 'accounts' | 'accountsRemoved'>> {
  const [productCount, categoryCount, branchCount, promotionCount] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(branches),
    db.select({ n: count() }).from(promotions),
  ]);
  return {
    products: productCount[0]?.n ?? 0,
    categories: categoryCount[0]?.n ?? 0,
    branches: branchCount[0]?.n ?? 0,
    promotions: promotionCount[0]?.n ?? 0,
  };
}

async function insertCatalogue(db: Database, catalogue: Catalogue, productCount: number): Promise<void> {
  await insertInBatches(db, categories, catalogue.categories);
  await insertInBatches(db, branches, catalogue.branches);
  await insertInBatches(db, products, catalogue.products);
  await insertInBatches(db, promotions, catalogue.promotions);
  await insertInBatches(db, productPromotions, catalogue.productPromotions);
  await db.insert(appMeta).values([
    { key: 'seed.version', value: SEED_VERSION },
    { key: 'seed.products', value: String(productCount) },
    { key: 'seed.completedAt', value: new Date().toISOString() },
  ]);
}

/**
 * Seeds an empty database with the generated shop, all in one transaction so a crash leaves nothing
 * half-seeded; a database that already holds a shop is left as it is.
 */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  // The seeded accounts have their own mark, so a shop seeded before accounts existed gets them too.
  const now = options.now ?? new Date();
  const accounts = options.developmentAccounts ? await seedAccounts(db, now) : 0;
  const accountsRemoved = options.developmentAccounts ? 0 : await removeSeededAccounts(db, now);
  // The seeded gift cards, vouchers and partner cards (published numbers and PINs): development mode only.
  if (options.developmentAccounts) await seedTender(db);
  else await removeSeededTender(db);
  await seedContent(db);
  if (await isSeeded(db)) {
    // The promo codes have no mark of their own: those a database lacks are added on every start.
    await seedIncentives(db);
    return { seeded: false, ...(await countRows(db)), accounts, accountsRemoved, ms: elapsed() };
  }

  const catalogue = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    // Another process may have seeded while this one waited for the lock.
    if (await isSeeded(tx)) return undefined;
    const generated = generateCatalogue({ products: options.products });
    options.log?.('seed generated', { products: generated.products.length, ms: elapsed() });
    await insertCatalogue(tx, generated, options.products);
    return generated;
  });
  await seedIncentives(db);
  if (!catalogue)
    return { seeded: false, ...(await countRows(db)), accounts, accountsRemoved, ms: elapsed() };
  return {
    seeded: true,
    products: catalogue.products.length,
    categories: catalogue.categories.length,
    branches: catalogue.branches.length,
    promotions: catalogue.promotions.length,
    accounts,
    accountsRemoved,
    ms: elapsed(),
  };
}
