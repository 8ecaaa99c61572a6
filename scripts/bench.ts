import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { ensureSeeded } from '../src/server/seed/index.ts';
import { benchTrolley } from './bench-trolley.ts';
import { initialBundle, STOREFRONT_ROUTES } from './bundle-size.ts';
import { benchSearch, printSearchBench } from './lib/search-bench.ts';
import { runLighthouseBench } from './lighthouse-bench.ts';

// `npm run bench`: the performance figures. Later issues add their own sections.
// `npm run bench -- --lighthouse-only`: only Lighthouse (scripts/lighthouse-bench.ts), for quick checks.
if (process.argv.includes('--lighthouse-only')) {
  console.log((await runLighthouseBench()).join('\n'));
  process.exit(0);
}
const root = process.cwd();
const workDir = path.join(root, '.tmp', 'bench');
rmSync(workDir, { recursive: true, force: true });

async function seedTime(products: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(workDir, 'pglite') });
  await database.migrate();
  const started = performance.now();
  const result = await ensureSeeded(database.db, { products });
  const ms = performance.now() - started;
  await database.close();
  return { ms, result };
}

// Initial JavaScript of the home and search routes (target: 150 KB gz or less each; scripts/bundle-size.ts).
const bundle = await initialBundle(STOREFRONT_ROUTES, { outDir: path.join(workDir, 'ecom') });
console.log(bundle.lines.join('\n'));

const seedProducts = Number(process.env.SEED_PRODUCTS ?? 20_000);
const seed = await seedTime(seedProducts);
console.log(`\nSeeding a fresh embedded database with ${seedProducts} products`);
console.log(
  `  ${(seed.ms / 1000).toFixed(1)} s  (target under 20 s: ${seed.ms < 20_000 ? 'met' : 'NOT MET'})`,
);
console.log(
  `  ${seed.result.categories} categories, ${seed.result.promotions} promotions, ${seed.result.branches} branches`,
);

// Search at the full catalogue: the embedded database just seeded, then a PostgreSQL server if there is one.
const SEARCH_TARGETS = { oneClientP95: 5, concurrentP95: 50 };
const SEARCH_LOAD = { oneClientRequests: 2000, clients: 25, requestsPerClient: 100 };
{
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(workDir, 'pglite') });
  await database.migrate();
  printSearchBench(
    `embedded PGlite, ${seed.result.products} products`,
    await benchSearch(database, SEARCH_LOAD),
    SEARCH_TARGETS,
  );
  await database.close();
}

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const benchUrl = await benchDatabaseOn(serverUrl);
if (benchUrl) {
  const database = await openDatabase({ kind: 'postgres', url: benchUrl, poolSize: 10 });
  await database.migrate();
  const seeded = await ensureSeeded(database.db, { products: seedProducts });
  printSearchBench(
    `PostgreSQL (${new URL(benchUrl).host}, database bench), ${seeded.products} products`,
    await benchSearch(database, SEARCH_LOAD),
    SEARCH_TARGETS,
  );
  await database.close();
} else {
  console.log(`\nSearch API on PostgreSQL: skipped (no server at ${new URL(serverUrl).host})`);
}
rmSync(workDir, { recursive: true, force: true });

/**
 * A database of its own on the PostgreSQL server, `bench`, so the bench never touches the test database;
 * made afresh on every run (seeding takes about ten seconds), so it always has the current migrations.
 * Undefined when there is no server to reach.
 */
async function benchDatabaseOn(url: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  try {
    await admin.query('drop database if exists bench with (force)');
    await admin.query('create database bench');
    const benchUrl = new URL(url);
    benchUrl.pathname = '/bench';
    return benchUrl.toString();
  } finally {
    await admin.end();
  }
}

// Trolley updates: p95 of 100 ms or less with 25 concurrent shoppers on the embedded database.
console.log('');
for (const line of await benchTrolley({ products: seedProducts })) console.log(line);

// Lighthouse, mobile, against a freshly started shop (issue 20), last: it takes the longest.
console.log('');
console.log((await runLighthouseBench()).join('\n'));
