import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { withRetryingRouteChunks } from './src/app/errors/route-chunk-import.ts';
import {
  CHUNK_HASH_CHARACTERS,
  SCRIPT_CHUNK_FILE_NAMES,
  STYLE_CHUNK_FILE_NAMES,
} from './src/domain/asset-chunks.ts';
import { cssClassNamer } from './src/domain/css-class-names.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const retryingRouteChunkModule = fileURLToPath(new URL('./src/app/errors/route-chunk.ts', import.meta.url));
const routesDirectory = fileURLToPath(new URL('./src/routes/', import.meta.url));

/**
 * Route chunks load through src/app/errors/route-chunk.ts (retries, the 120 s limit, 'Module could not be
 * loaded'; doc 1 §1, §8). The code splitter's output imports TanStack's `lazyRouteComponent`; this swaps
 * that import in every route module, and fails the build if a route is left with the router's own.
 */
function retryingRouteChunks(): Plugin {
  return {
    name: 'storefront:retrying-route-chunks',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(routesDirectory) || !code.includes('lazyRouteComponent')) return null;
      const rewritten = withRetryingRouteChunks(code, retryingRouteChunkModule);
      if (rewritten === null && /from\s*['"]@tanstack\/react-router['"]/.test(code)) {
        if (/\blazyRouteComponent\b/.test(code.replace(/import\s*\{[^}]*\}\s*from\s*['"][^'"]+['"]/g, ''))) {
          this.error(`${file}: lazyRouteComponent is used but not imported in a form the build can redirect`);
        }
      }
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

/**
 * The catalogue's pages, whose code is grouped per page rather than split per route file (issue 5: the
 * search page's initial JavaScript). Left to itself the bundler makes one chunk per set of route files that
 * share a module, so a results page fetched a dozen small chunks, and many small files compress worse than
 * a few. Each page lists the modules its routes render and await. Modules the home page uses as well are
 * left out, so that the home page never fetches catalogue code.
 */
const PAGE_ROOTS: Readonly<Record<string, readonly string[]>> = {
  'product-list': [
    'src/features/catalogue/ProductListPage.tsx',
    'src/features/catalogue/ProductListPending.tsx',
    'src/features/catalogue/route-loaders.ts',
    'src/features/catalogue/SearchTermLink.tsx',
    'src/features/catalogue/refinement-search.ts',
  ],
  // Browse pages are results pages with their breadcrumbs and categories.
  browse: ['src/features/catalogue/BrowsePage.tsx'],
  product: ['src/features/catalogue/ProductDetailRoute.tsx', 'src/features/catalogue/ProductPagePending.tsx'],
  // The pods' quantity control: the results pages load it on demand, the product page with itself.
  'quantity-control': ['src/ui/QuantityWithUnits.tsx'],
};
/** Pages of PAGE_ROOTS built on others: a module one of those others uses as well goes with them. */
const BUILT_ON: Readonly<Record<string, readonly string[]>> = {
  browse: ['product-list'],
  'quantity-control': ['product-list'],
};
const HOME_ROOTS = ['src/features/home/HomePage.tsx', 'src/features/home/HomePending.tsx'];

/**
 * In the order the chunks are made (see pageChunks): a chunk takes in the modules it imports that no chunk
 * made before it has, so what pages share is made before their own, and a base page's chunk before those
 * of the pages built on it.
 */
const CHUNK_KINDS = ['shared', 'built-on shared', 'page', 'built-on page'] as const;
type ChunkKind = (typeof CHUNK_KINDS)[number];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module statically reachable from the roots (paths relative to this folder). */
function reachable(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = roots.map((root) => {
    const id = fileURLToPath(new URL(`./${root}`, import.meta.url));
    if (!graph.getModuleInfo(id)) throw new Error(`vite.config.ts: ${root} is not in the build`);
    return id;
  });
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Names a module's chunk by the pages of PAGE_ROOTS that use it: 'product-list' for what only the results
 * pages use, 'product-list-product' for what they share with the product page. `kind` picks which chunks
 * are named, in the order of CHUNK_KINDS. Null for modules no such page uses, or that the home page uses
 * too. What each module is used by is worked out once per build.
 */
const pageChunks = {
  pagesOf: undefined as Map<string, string[]> | undefined,
  name(id: string, graph: ModuleGraph, kind: ChunkKind): string | null {
    if (!this.pagesOf) {
      const home = reachable(graph, HOME_ROOTS);
      const pagesOf = new Map<string, string[]>();
      for (const [page, roots] of Object.entries(PAGE_ROOTS)) {
        for (const module of reachable(graph, roots)) {
          if (!home.has(module)) pagesOf.set(module, [...(pagesOf.get(module) ?? []), page]);
        }
      }
      for (const [module, pages] of pagesOf) {
        pagesOf.set(
          module,
          pages.filter((page) => !BUILT_ON[page]?.some((base) => pages.includes(base))),
        );
      }
      this.pagesOf = pagesOf;
    }
    const pages = this.pagesOf.get(id);
    if (!pages || pages.length === 0) return null;
    const builtOn = pages.some((page) => BUILT_ON[page]);
    const kindOf: ChunkKind = `${builtOn ? 'built-on ' : ''}${pages.length > 1 ? 'shared' : 'page'}`;
    return kindOf === kind ? pages.join('-') : null;
  },
  plugin(): Plugin {
    return {
      name: 'storefront:page-chunks',
      buildStart: () => {
        pageChunks.pagesOf = undefined;
      },
    };
  },
};

/**
 * Short class names for the CSS modules of a build (src/domain/css-class-names.ts): smaller class maps in
 * every script and smaller style sheets. The dev server keeps Vite's readable names.
 */
function shortCssClassNames(): Plugin {
  return {
    name: 'storefront:short-css-class-names',
    config: (_config, { command }) => {
      if (command !== 'build') return;
      const name = cssClassNamer();
      const root = fileURLToPath(new URL('./', import.meta.url));
      return {
        css: {
          modules: {
            generateScopedName: (local: string, file: string, css: string) =>
              name(local, path.relative(root, file.split('?')[0] ?? file).replaceAll(path.sep, '/'), css),
          },
        },
      };
    },
  };
}

export default defineConfig({
  base: '/ecom/',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Only what a page shows is split off. Error and not-found views stay with the route: they must
      // show when chunks are what failed.
      codeSplittingOptions: { defaultBehavior: [['component'], ['pendingComponent']] },
      routeFileIgnorePattern: '\\.(test|spec)\\.tsx?$',
    }),
    react(),
    retryingRouteChunks(),
    pageChunks.plugin(),
    shortCssClassNames(),
  ],
  resolve: {
    // @xstate/react asks for the pre-React-18 shims of useSyncExternalStore; React 19 has the hook itself,
    // and these entries of the same package use it (one less module in the first script).
    alias: [
      { find: /^use-sync-external-store\/shim$/, replacement: 'use-sync-external-store' },
      {
        find: /^use-sync-external-store\/shim\/with-selector$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    outDir: 'dist/ecom',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // doc 1 §1: on-demand chunks are assets/chunk-{id}-{name}.js and .css.
        chunkFileNames: SCRIPT_CHUNK_FILE_NAMES,
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? STYLE_CHUNK_FILE_NAMES
            : 'assets/[name]-[hash][extname]',
        hashCharacters: CHUNK_HASH_CHARACTERS,
        // What every page needs at first paint is two files: the framework (changes rarely, so stays
        // cached across releases) and the shop's shell. The catalogue's pages have a chunk each and one
        // they share (PAGE_ROOTS); everything else stays split per route. Many small shared chunks would
        // each cost a request and compress worse.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 4 },
            { name: 'shell', tags: ['$initial'], priority: 3 },
            // After the shell, in CHUNK_KINDS order: 2, 1.75, 1.5, 1.25.
            ...CHUNK_KINDS.map((kind, index) => ({
              name: (id: string, ctx: ModuleGraph) => pageChunks.name(id, ctx, kind),
              debugName: `catalogue pages: ${kind}`,
              priority: 2 - index / 4,
            })),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
