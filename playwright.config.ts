import { defineConfig, devices } from '@playwright/test';
import { CHROME_FLAGS, CHROME_PATH } from './scripts/lib/chromium.ts';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the real
// server, started on a fresh embedded database under .tmp/e2e for every run.
const port = Number(process.env.E2E_PORT ?? 3100);
const seedProducts = process.env.E2E_SEED_PRODUCTS ?? '2000';
// One data folder per port, so runs on different ports (E2E_PORT) can go side by side.
const dataDir = `.tmp/e2e-${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS,
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: ['test/e2e/**/*.spec.ts', 'model-tests/e2e/**/*.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  // The longest journeys (register, book a slot, scan pages for accessibility) take 20 to 30 s on the
  // 2-core machine with two browsers and the server sharing it: a minute each leaves room for a busy moment.
  // Speed is measured by `npm run bench`, never by tests.
  timeout: 60_000,
  // Each journey starts in a new browser, which loads the app's code and the session before the first page
  // shows. On a busy machine (CI once saw the browser poll only three times in five seconds) that is more
  // than the default 5 s of an assertion, so assertions wait up to 15 s for the page to be as expected.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: ['test/e2e/order-lifecycle.spec.ts'],
      use: chromium,
    },
    {
      // Journeys that move the shop's clock (the development clock of docs/api/orders.md) run last, once
      // every other journey has finished: the one server's time moves for all of them.
      name: 'chromium-moved-clock',
      testMatch: ['test/e2e/order-lifecycle.spec.ts'],
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/health-prod/v1/health`,
    // Development mode: the journeys read the outbox, sign in as the seeded accounts and set slot capacities.
    env: { PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: seedProducts, SHOP_MODE: 'development' },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
