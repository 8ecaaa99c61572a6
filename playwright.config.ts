import { defineConfig, devices } from '@playwright/test';

// End-to-end tests drive Debian's Chromium (browsers cannot be downloaded here) against the real
// server, started on a fresh embedded database under .tmp/e2e for every run.
const port = Number(process.env.E2E_PORT ?? 3100);
const seedProducts = process.env.E2E_SEED_PRODUCTS ?? '2000';
// One data folder per port, so runs on different ports (E2E_PORT) can go side by side.
const dataDir = `.tmp/e2e-${port}`;

export default defineConfig({
  testDir: '.',
  testMatch: ['test/e2e/**/*.spec.ts', 'model-tests/e2e/**/*.spec.ts'],
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && tsx src/server/main.ts`,
    url: `http://localhost:${port}/api/health-prod/v1/health`,
    env: { PORT: String(port), DATA_DIR: dataDir, SEED_PRODUCTS: seedProducts },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
