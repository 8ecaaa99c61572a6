import { rmSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { shopperReadyToCheckOut } from '../test/e2e/support/checkout-journey.ts';
import { benchPages, CHROME_FLAGS, CHROME_PATH, startShop } from './lib/shop-for-bench.ts';

/**
 * What moves while a page loads on a phone (issue 20: CLS ≤ 0.02), quicker than Lighthouse and with the
 * culprits named: `npx tsx scripts/layout-shifts.ts [--only <page name part>] [--anonymous | --signed-in]`.
 *
 * Starts a fresh shop (build the storefront first: `npm run build`), opens the bench's pages in Chromium as a
 * phone (390×844 at 2x, touch) with 4x CPU throttling and a slow 4G network (150 ms, 1.6 Mbps down), first
 * anonymous (a new browser context for each page), then as a signed-in shopper with groceries in the trolley
 * and a delivery slot booked, with the browser's cache cleared before each page. It records every
 * `layout-shift` entry with its sources and prints, per page, the CLS as Lighthouse counts it (the largest
 * session window: shifts less than 1 s apart, at most 5 s long) and each shift with the elements that moved.
 *
 * Environment: LAYOUT_SHIFTS_PORT (3620), SEED_PRODUCTS (2000), CHROME_PATH.
 */

interface ShiftSource {
  node: string;
  previous: [number, number, number, number];
  current: [number, number, number, number];
}
interface Shift {
  time: number;
  value: number;
  hadRecentInput: boolean;
  sources: ShiftSource[];
}

/**
 * Runs in the page before its own scripts (plain JavaScript: this file is compiled without the DOM's types):
 * records every layout shift in `window.__layoutShifts`, naming the moved nodes while they exist.
 */
const RECORDER = {
  content: `(() => {
  const one = (element) => {
    const id = element.id ? '#' + element.id : '';
    const classes = [...element.classList].map((name) => '.' + name).join('');
    const label = element.getAttribute('aria-label') ?? element.getAttribute('data-testid');
    return element.tagName.toLowerCase() + id + classes + (label ? '[' + label + ']' : '');
  };
  const describe = (node) => {
    if (!node) return '(removed node)';
    if (!(node instanceof Element)) return '#text "' + (node.textContent ?? '').trim().slice(0, 40) + '"';
    const chain = [];
    for (let at = node; at && chain.length < 4 && at !== document.body; at = at.parentElement) chain.unshift(one(at));
    const text = (node.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 50);
    return chain.join(' > ') + (text ? ' "' + text + '"' : '');
  };
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round);
  const shifts = (window.__layoutShifts = []);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      shifts.push({
        time: Math.round(entry.startTime),
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        sources: entry.sources.map((source) => ({
          node: describe(source.node),
          previous: rect(source.previousRect),
          current: rect(source.currentRect),
        })),
      });
  }).observe({ type: 'layout-shift', buffered: true });
})();`,
};

/** CLS as Lighthouse and web-vitals count it: the largest session window of shifts without recent input. */
export function cumulativeLayoutShift(shifts: readonly Shift[]): number {
  let largest = 0;
  let window = 0;
  let windowStart = 0;
  let last = Number.NEGATIVE_INFINITY;
  for (const shift of shifts.filter((s) => !s.hadRecentInput).sort((a, b) => a.time - b.time)) {
    if (shift.time - last > 1000 || shift.time - windowStart > 5000) {
      window = 0;
      windowStart = shift.time;
    }
    window += shift.value;
    last = shift.time;
    largest = Math.max(largest, window);
  }
  return largest;
}

const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
/** Slow 4G as Lighthouse simulates it (150 ms round trip, 1.6 Mbps down, 750 kbps up). */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** How long the page is watched after the network is quiet: Lighthouse's trace goes on a little too. */
const SETTLE_MS = 3000;

/** With --timeline: when each response ended and when the page first painted, to set the shifts against. */
const timeline = process.argv.includes('--timeline');

async function printTimeline(page: Page) {
  const events = (await page.evaluate(`[
    ...performance.getEntriesByType('paint').map((entry) => ({ at: Math.round(entry.startTime), what: entry.name })),
    ...performance.getEntriesByType('resource').map((entry) => ({
      at: Math.round(entry.responseEnd),
      what: entry.initiatorType + ' ' + entry.name.replace(location.origin, '').slice(0, 90),
    })),
  ]`)) as { at: number; what: string }[];
  for (const { at, what } of events.sort((a, b) => a.at - b.at))
    console.log(`  ${String(at).padStart(6)} ms  ${what}`);
}

async function shiftsOf(context: BrowserContext, url: string): Promise<Shift[]> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    if (timeline) await printTimeline(page);
    return (await page.evaluate('window.__layoutShifts')) as Shift[];
  } finally {
    await page.close();
  }
}

function report(name: string, shifts: readonly Shift[]): string[] {
  const cls = cumulativeLayoutShift(shifts);
  const lines = [`\n${name}: CLS ${cls.toFixed(3)}${cls <= 0.02 ? '' : ' !'} (${shifts.length} shifts)`];
  for (const shift of shifts) {
    lines.push(
      `  ${String(shift.time).padStart(6)} ms  ${shift.value.toFixed(4)}${shift.hadRecentInput ? ' (after input)' : ''}`,
    );
    for (const source of shift.sources) {
      const [x0, y0, w0, h0] = source.previous;
      const [x1, y1, w1, h1] = source.current;
      lines.push(
        `      ${source.node}\n        ${x0},${y0} ${w0}×${h0} → ${x1},${y1} ${w1}×${h1}  (moved ${x1 - x0},${y1 - y0}; size ${w1 - w0},${h1 - h0})`,
      );
    }
  }
  return lines;
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const only = argument('--only');
const anonymous = !process.argv.includes('--signed-in');
const signedIn = !process.argv.includes('--anonymous');
const port = Number(process.env.LAYOUT_SHIFTS_PORT ?? 3620);
const workDir = path.join(process.cwd(), '.tmp', `layout-shifts-${port}`);
rmSync(workDir, { recursive: true, force: true });

// Development mode: the signed-in set-up books a slot as the e2e journeys do.
const shop = await startShop({
  port,
  dataDir: path.join(workDir, 'data'),
  mode: 'development',
  seedProducts: Number(process.env.SEED_PRODUCTS ?? 2000),
});
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
  const options = { ...PHONE, baseURL: shop.baseUrl };
  const setUp = await browser.newContext(options);
  await setUp.addInitScript(RECORDER);
  const setUpPage = await setUp.newPage();
  await setUpPage.goto('/ecom/');
  const pages = (await benchPages(setUpPage)).filter(({ name }) => !only || name.includes(only));
  const results: { name: string; cls: number }[] = [];
  const measure = async (context: BrowserContext, name: string, url: string) => {
    const shifts = await shiftsOf(context, url);
    console.log(report(name, shifts).join('\n'));
    results.push({ name, cls: cumulativeLayoutShift(shifts) });
  };
  if (anonymous)
    for (const { name, url } of pages) {
      const context = await browser.newContext(options);
      await context.addInitScript(RECORDER);
      await measure(context, name, url);
      await context.close();
    }
  if (signedIn) {
    await shopperReadyToCheckOut(setUpPage, 'layout-shifts', 0);
    const trolley = { name: 'trolley', url: '/ecom/shop/trolley' };
    for (const { name, url } of [...pages, ...(!only || trolley.name.includes(only) ? [trolley] : [])])
      await measure(setUp, `${name}, signed in`, url);
  }
  console.log('\nCLS per page (target ≤ 0.02)');
  for (const { name, cls } of results) console.log(`  ${name.padEnd(28)} ${cls.toFixed(3)}`);
} finally {
  await browser?.close();
  shop.stop();
  rmSync(workDir, { recursive: true, force: true });
}
