import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { openDatabase } from '../src/server/db/client.ts';
import { ensureSeeded } from '../src/server/seed/index.ts';

// `npm run bench`: the performance figures. Later issues add their own sections.
const root = process.cwd();
const workDir = path.join(root, '.tmp', 'bench');
rmSync(workDir, { recursive: true, force: true });

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[]; src?: string };
type Manifest = Record<string, ManifestChunk>;

const INITIAL_BUDGET_KB = 150;

async function homeRouteBundle() {
  const outDir = path.join(workDir, 'ecom');
  await build({ root, logLevel: 'warn', build: { outDir, manifest: true, emptyOutDir: true } });
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // The initial load of the home route: the entry, the root and home route chunks, and all they import.
  const starts = Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isEntry ||
      key.startsWith('src/routes/index.tsx') ||
      key.startsWith('src/routes/__root.tsx'),
  );
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  const gzipKb = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0) / 1024;
  return { jsKb: gzipKb(js), cssKb: gzipKb(css), files: [...js, ...css] };
}

async function seedTime(products: number) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(workDir, 'pglite') });
  await database.migrate();
  const started = performance.now();
  const result = await ensureSeeded(database.db, { products });
  const ms = performance.now() - started;
  await database.close();
  return { ms, result };
}

const bundle = await homeRouteBundle();
const total = bundle.jsKb + bundle.cssKb;
console.log('Home route, initial JavaScript and CSS (gzip)');
console.log(`  JavaScript  ${bundle.jsKb.toFixed(1)} KB`);
console.log(`  CSS         ${bundle.cssKb.toFixed(1)} KB`);
console.log(
  `  total       ${total.toFixed(1)} KB  (target ${INITIAL_BUDGET_KB} KB or less: ${total <= INITIAL_BUDGET_KB ? 'met' : 'NOT MET'})`,
);
console.log(`  files       ${bundle.files.join(', ')}`);

const seedProducts = Number(process.env.SEED_PRODUCTS ?? 20_000);
const seed = await seedTime(seedProducts);
console.log(`\nSeeding a fresh embedded database with ${seedProducts} products`);
console.log(
  `  ${(seed.ms / 1000).toFixed(1)} s  (target under 20 s: ${seed.ms < 20_000 ? 'met' : 'NOT MET'})`,
);
console.log(
  `  ${seed.result.categories} categories, ${seed.result.promotions} promotions, ${seed.result.branches} branches`,
);
rmSync(workDir, { recursive: true, force: true });
