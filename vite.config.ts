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
  ],
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
        // cached across releases) and the shop's shell. Everything else stays split per route. Many small
        // shared chunks would each cost a request and compress worse.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'shell', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
