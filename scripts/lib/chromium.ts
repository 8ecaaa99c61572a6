/**
 * Debian's Chromium, as every browser run of the project launches it (the e2e journeys: playwright.config.ts;
 * the benches: scripts/lib/shop-for-bench.ts). Browsers cannot be downloaded here.
 */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
