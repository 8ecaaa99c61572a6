import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compactRouteTree, withoutFileRoutePaths } from './scripts/lib/route-tree-build.ts';
import { withRetryingRouteChunks } from './src/app/errors/route-chunk-import.ts';
import {
  CHUNK_HASH_CHARACTERS,
  SCRIPT_CHUNK_FILE_NAMES,
  SHARED_SCRIPT_CHUNK_FILE_NAMES,
  STYLE_CHUNK_FILE_NAMES,
} from './src/domain/asset-chunks.ts';
import { cssClassNamer } from './src/domain/css-class-names.ts';

/** The framework's chunk (React, the router, TanStack Query, ky, valibot): see `codeSplitting` below. */
const VENDOR_CHUNK = 'vendor';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

const retryingRouteChunkModule = fileURLToPath(new URL('./src/app/errors/route-chunk.ts', import.meta.url));
/** Layout routes whose view the first script already has: see `splitBehavior` below. */
const UNSPLIT_LAYOUT_ROUTES: ReadonlySet<string> = new Set([
  '/_main',
  '/_minimal',
  '/_main/_signedIn',
  '/_minimal/_signedIn',
  '/_checkout/_signedIn',
]);

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

const routeTreeFile = fileURLToPath(new URL('./src/routeTree.gen.ts', import.meta.url));

/**
 * Every route's definition is in the first script, so the build leaves out of them what only the types and
 * the route generator read (scripts/lib/route-tree-build.ts): the path each route file gives
 * `createFileRoute`, and in the generated tree the ids equal to their paths and the names of each route's
 * children (issue 15: 1.0 KB gz off the first script of every page). The route generator and the code
 * splitter read the sources first; the dev server and the tests run them as they are.
 */
function compactRouteDefinitions(): Plugin {
  return {
    name: 'storefront:compact-route-definitions',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const compacted =
        file === routeTreeFile
          ? compactRouteTree(code)
          : file.startsWith(routesDirectory)
            ? withoutFileRoutePaths(code)
            : null;
      return compacted === null ? null : { code: compacted, map: null };
    },
  };
}

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

export default defineConfig(({ isSsrBuild }) => ({
  base: '/ecom/',
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
      // Only what a page shows is split off. Error and not-found views stay with the route: they must
      // show when chunks are what failed. A page's pending view shares its chunk (issue 15): the router
      // asks for both at once, and one file instead of two saved 0.7 KB gz on the home page's first script
      // and 0.6 on the search page's (a file and an import fewer in the first script for each such route).
      // The shells' layout routes are not split at all (issue 15): their views (an Outlet, or a layout the
      // first script has for the error views) are smaller than the chunk and the import that would fetch
      // them, and every page under them would wait for that chunk.
      codeSplittingOptions: {
        defaultBehavior: [['component', 'pendingComponent']],
        splitBehavior: ({ routeId }) => (UNSPLIT_LAYOUT_ROUTES.has(routeId) ? [] : undefined),
      },
      routeFileIgnorePattern: '\\.(test|spec)\\.tsx?$',
    }),
    react(),
    retryingRouteChunks(),
    shortCssClassNames(),
    compactRouteDefinitions(),
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
    // Which chunks and styles each route has: the server puts a rendered page's styles in its head.
    manifest: true,
    // The maps are written beside the scripts for whoever debugs a build, but the scripts do not name
    // them (issue 15): a `sourceMappingURL` line costs about 45 bytes gz in each of the 10 to 25 files a
    // page loads first (0.4 KB gz on the home page, 0.9 on search).
    sourcemap: 'hidden',
    rolldownOptions: {
      // Imported constants (section names, paths, limits, wordings) are written where they are used, not
      // read through a variable (issue 15): Rolldown's default inlines them only in conditions. Smaller
      // scripts on every page (0.8 KB gz on the home page), and a few modules of nothing but constants no
      // longer make chunks of their own.
      optimization: { inlineConst: { mode: 'all', pass: 2 } },
      output: {
        // doc 1 §1: on-demand chunks are assets/chunk-{id}-{name}.js and .css; the bundler's shared chunks
        // are all named `shared` (src/domain/asset-chunks.ts).
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || chunk.name === VENDOR_CHUNK
            ? SCRIPT_CHUNK_FILE_NAMES
            : SHARED_SCRIPT_CHUNK_FILE_NAMES,
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? STYLE_CHUNK_FILE_NAMES
            : 'assets/[name]-[hash][extname]',
        hashCharacters: CHUNK_HASH_CHARACTERS,
        // What every page needs at first paint is two files: the framework (changes rarely, so stays
        // cached across releases) and the shop's shell; without these two groups the first script is
        // some fifty files. Everything loaded later is left to the bundler (a chunk per set of route
        // chunks that share modules), so a new page needs no line here. Grouping the catalogue's pages
        // by hand (issue 15) saved 3.5 KB gz on the results and product pages and cost 8 to 12 KB on
        // every other page (the groups took in modules those pages share), so it is gone.
        codeSplitting: {
          groups: [
            { name: VENDOR_CHUNK, test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  // The server's rendering of the catalogue pages (`vite build --ssr src/app/server-render.tsx`, which
  // `npm run build` and src/server/build.ts run after the storefront's build) goes to dist/server. It
  // carries its packages, React's production build among them, rather than reading node_modules at run
  // time: one copy of React for the router and the pages.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: 'dist/server',
      emptyOutDir: true,
      sourcemap: true,
      copyPublicDir: false,
    },
  }),
}));
