import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/**
 * The initial JavaScript and CSS of a page (issue 5: 150 KB gzipped or less for the home and search
 * routes): what the browser must fetch before the page renders. That is the entry with what index.html
 * preloads, and every chunk of the routes the page matches (the router loads a route's component and
 * pending component before it renders it), with all their static imports per the build manifest.
 */
export interface InitialRoute {
  /** The name the report uses, e.g. 'home'. */
  name: string;
  /** The page's address, for the report. */
  url: string;
  /** The route files the page matches, root first, relative to the project (the manifest's keys). */
  routeFiles: readonly string[];
  /** Modules a route's loader imports on demand and awaits before the page renders. */
  loaderModules?: readonly string[];
}

const MAIN_SHELL = ['src/routes/__root.tsx', 'src/routes/_main.tsx'] as const;

export const STOREFRONT_ROUTES: readonly InitialRoute[] = [
  { name: 'home', url: '/ecom/', routeFiles: [...MAIN_SHELL, 'src/routes/_main/index.tsx'] },
  {
    name: 'search',
    url: '/ecom/shop/search',
    routeFiles: [...MAIN_SHELL, 'src/routes/_main/shop/search.tsx'],
    loaderModules: ['src/features/catalogue/route-loaders.ts'],
  },
];

export const INITIAL_JS_BUDGET_KB = 150;

export interface RouteBundle {
  route: InitialRoute;
  /** Gzipped (level 9) sizes in KB (1024 bytes). */
  jsKb: number;
  cssKb: number;
  /** Each file with its gzipped size in KB, largest first. */
  files: { file: string; kb: number }[];
  /**
   * Where the JavaScript comes from: a package, a folder of src (`src/features/header`) or a module of
   * machines/, with an estimate of its gzipped KB (each file's size shared out by its modules' weights),
   * largest first.
   */
  areas: { area: string; kb: number }[];
}

export interface InitialBundleReport {
  outDir: string;
  routes: RouteBundle[];
  /** The report as printable lines. */
  lines: string[];
  /** Where each route's JavaScript comes from (`--areas`), as printable lines. */
  areaLines: string[];
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Each output file's modules, each with its weight: its rendered code (before minification), gzipped. */
type ModuleLengths = Map<string, { id: string; length: number }[]>;

/** Builds the storefront with a manifest into `outDir` (default `.tmp/bundle-size/ecom`) and measures each route. */
export async function initialBundle(
  routes: readonly InitialRoute[] = STOREFRONT_ROUTES,
  { root = process.cwd(), outDir = path.join(root, '.tmp', 'bundle-size', 'ecom') } = {},
): Promise<InitialBundleReport> {
  const output = await build({
    root,
    logLevel: 'warn',
    build: { outDir, manifest: true, emptyOutDir: true },
  });
  const moduleLengths: ModuleLengths = new Map();
  for (const result of Array.isArray(output) ? output : 'output' in output ? [output] : []) {
    for (const chunk of result.output) {
      if (chunk.type !== 'chunk') continue;
      // Weighed by each module's code compressed on its own: closer to its share of the file than its length.
      const modules = Object.entries(chunk.modules).map(([id, { code }]) => ({
        id,
        length: code ? gzipSync(code).length : 0,
      }));
      moduleLengths.set(chunk.fileName, modules);
    }
  }
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const gzipKb = memoise(
    (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024,
  );
  const measured = routes.map((route) => measureRoute(root, route, manifest, html, gzipKb, moduleLengths));
  return { outDir, routes: measured, lines: reportLines(measured), areaLines: areaLines(measured) };
}

function measureRoute(
  root: string,
  route: InitialRoute,
  manifest: Manifest,
  html: string,
  gzipKb: (file: string) => number,
  moduleLengths: ModuleLengths,
): RouteBundle {
  const routeFiles = new Set(route.routeFiles);
  const starts = Object.keys(manifest).filter((key) => {
    const chunk = manifest[key];
    const source = key.split('?')[0] ?? key;
    return chunk?.isEntry || routeFiles.has(source) || route.loaderModules?.includes(source);
  });
  // A route the router does not split (the root) is in the entry chunk, so it has no key of its own.
  for (const file of [...route.routeFiles, ...(route.loaderModules ?? [])]) {
    if (!existsSync(path.join(root, file))) throw new Error(`${route.name}: there is no ${file}`);
  }
  const files = new Set<string>(htmlAssets(html));
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  const sized = [...files]
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => ({ file, kb: gzipKb(file) }))
    .sort((a, b) => b.kb - a.kb);
  const sum = (suffix: string) =>
    sized.filter((entry) => entry.file.endsWith(suffix)).reduce((total, entry) => total + entry.kb, 0);
  const areas = new Map<string, number>();
  for (const { file, kb } of sized) {
    const modules = moduleLengths.get(file) ?? [];
    const total = modules.reduce((length, module) => length + module.length, 0);
    for (const { id, length } of modules) {
      const area = areaOf(root, id);
      if (total > 0) areas.set(area, (areas.get(area) ?? 0) + (kb * length) / total);
    }
  }
  const byArea = [...areas].map(([area, kb]) => ({ area, kb })).sort((a, b) => b.kb - a.kb);
  return { route, jsKb: sum('.js'), cssKb: sum('.css'), files: sized, areas: byArea };
}

/**
 * `react-dom`, `@tanstack/react-router`, `src/features/header`, `machines/session.machine.ts`; `bundler` for
 * the bundler's own modules (its runtime, the preload helper).
 */
function areaOf(root: string, id: string): string {
  const file = id.split('?')[0] ?? id;
  if (!path.isAbsolute(file)) return 'bundler';
  const inPackage = file.split(/node_modules[\\/]/);
  if (inPackage.length > 1) {
    const [scope, name] = (inPackage.at(-1) ?? '').split(/[\\/]/);
    return scope?.startsWith('@') ? `${scope}/${name}` : (scope ?? file);
  }
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === '..') return 'bundler';
  const depth = relative[0] === 'src' && (relative[1] === 'features' || relative[1] === 'app') ? 3 : 2;
  return relative.slice(0, depth).join('/');
}

/** The scripts, module preloads and style sheets index.html links, relative to the output folder. */
function htmlAssets(html: string): string[] {
  const links = html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/ecom\/([^"]+\.(?:js|css))"/g);
  return [...links].map((match) => match[1] as string);
}

function reportLines(routes: readonly RouteBundle[]): string[] {
  const lines = ['Initial JavaScript and CSS per route (gzip -9, KB)'];
  for (const { route, jsKb, cssKb, files } of routes) {
    const verdict = jsKb <= INITIAL_JS_BUDGET_KB ? 'met' : 'NOT MET';
    lines.push(
      `  ${route.name.padEnd(8)} ${route.url.padEnd(20)} JS ${jsKb.toFixed(1).padStart(6)}  CSS ${cssKb
        .toFixed(1)
        .padStart(5)}  (JS target ${INITIAL_JS_BUDGET_KB} or less: ${verdict})`,
    );
    const js = files.filter((entry) => entry.file.endsWith('.js'));
    lines.push(
      `           ${js.map((entry) => `${path.basename(entry.file)} ${entry.kb.toFixed(1)}`).join(', ')}`,
    );
  }
  return lines;
}

function areaLines(routes: readonly RouteBundle[], top = 25): string[] {
  const lines = ['Where the initial JavaScript comes from (estimated gzip KB)'];
  for (const { route, areas } of routes) {
    lines.push(`  ${route.name}`);
    for (const { area, kb } of areas.slice(0, top)) lines.push(`    ${kb.toFixed(1).padStart(6)}  ${area}`);
    const rest = areas.slice(top).reduce((total, entry) => total + entry.kb, 0);
    if (rest > 0) lines.push(`    ${rest.toFixed(1).padStart(6)}  (${areas.length - top} more)`);
  }
  return lines;
}

function memoise<T>(compute: (key: string) => T): (key: string) => T {
  const results = new Map<string, T>();
  return (key) => {
    if (!results.has(key)) results.set(key, compute(key));
    return results.get(key) as T;
  };
}

// `npx tsx scripts/bundle-size.ts [--areas] [--out DIR]`: the report on its own; with --areas, where the bytes come from.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `--out DIR` builds into DIR instead (two builds at once must not share a folder).
  const outIndex = process.argv.indexOf('--out');
  const outDir = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
  const report = await initialBundle(STOREFRONT_ROUTES, outDir ? { outDir: path.resolve(outDir) } : {});
  console.log(report.lines.join('\n'));
  if (process.argv.includes('--areas')) console.log(report.areaLines.join('\n'));
}
