import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { productsSoldByTheItem } from '../../test/e2e/support/shop-api.ts';

// What the browser benches share (scripts/lighthouse-bench.ts, scripts/layout-shifts.ts): a freshly started
// shop, Debian's Chromium with the same flags, and the pages they measure.

export { CHROME_FLAGS, CHROME_PATH } from './chromium.ts';

export interface StartedShop {
  baseUrl: string;
  server: ChildProcess;
  stop: () => void;
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The shop stopped while starting (${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health-prod/v1/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The shop did not start within 5 minutes');
}

/**
 * Starts the shop as `npm start` runs it (embedded database in `dataDir`, seeded on first start) and waits
 * until it answers. `mode` is SHOP_MODE ('' for production); `seedProducts` the SEED_PRODUCTS, if not the
 * default catalogue.
 */
export async function startShop(options: {
  port: number;
  dataDir: string;
  mode?: '' | 'development';
  seedProducts?: number;
}): Promise<StartedShop> {
  const baseUrl = `http://localhost:${options.port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SHOP_MODE: options.mode ?? '',
      ...(options.seedProducts === undefined ? {} : { SEED_PRODUCTS: String(options.seedProducts) }),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    stop();
    throw error;
  }
  return { baseUrl, server, stop };
}

/** The storefront pages the benches measure (paths under the shop's origin); the product is a milk. */
export async function benchPages(page: Page): Promise<{ name: string; url: string }[]> {
  const [product] = await productsSoldByTheItem(page, 'milk');
  if (!product) throw new Error('The shop has no milk to open a product page of');
  return [
    { name: 'home', url: '/ecom/' },
    { name: 'search (milk)', url: '/ecom/shop/search?searchTerm=milk' },
    { name: 'browse groceries', url: '/ecom/shop/browse/groceries' },
    { name: 'product', url: product.url },
  ];
}
