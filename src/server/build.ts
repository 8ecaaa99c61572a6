import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the storefront build is made from: a change to any of these makes the build stale. */
const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'machines', 'src'];
const EXCLUDED = [path.join('src', 'server')];

/** The server's rendering of the catalogue pages, built beside the storefront (vite.config.ts). */
const SERVER_RENDER_ENTRY = 'src/app/server-render.tsx';

/**
 * True when `dist/ecom/index.html` or the server's bundle beside it is missing, or older than the newest
 * storefront source file.
 */
export function isBuildStale(root: string, staticDir: string): boolean {
  const built = path.join(staticDir, 'index.html');
  if (!existsSync(built) || !existsSync(path.join(staticDir, '..', 'server', 'server-render.js')))
    return true;
  const builtAt = statSync(built).mtimeMs;
  return SOURCES.some((source) => newestMtime(root, source) > builtAt);
}

function newestMtime(root: string, relative: string): number {
  if (EXCLUDED.includes(relative)) return 0;
  const full = path.join(root, relative);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    newest = Math.max(newest, newestMtime(root, path.join(relative, entry)));
  }
  return newest;
}

/**
 * Builds the storefront with Vite (a devDependency: `npm install` brings it), then the server's bundle that
 * renders its catalogue pages (`npm run build` does the same).
 */
export async function buildStorefront(root: string): Promise<void> {
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ root, logLevel: 'warn', configFile });
  await build({ root, logLevel: 'warn', configFile, build: { ssr: SERVER_RENDER_ENTRY } });
}
