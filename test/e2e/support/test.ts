import { test as base, type Page, type TestInfo } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, with what a failed journey needs to be understood from CI's output alone (CI keeps
 * its printout, not test-results/): where the focus was, the app's console errors and warnings, uncaught
 * page errors, requests that failed or were answered 400 or more, and what the page showed when it failed
 * (any open dialog, which takes the rest of the page from the shopper, and the main content). Nothing is printed for a journey that passes.
 */
export const test = base.extend<{ failureReport: undefined }>({
  failureReport: [
    async ({ page }, use, testInfo) => {
      const events: string[] = [];
      const started = Date.now();
      const note = (text: string) => events.push(`+${Date.now() - started} ms ${text}`);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          note(`console.${message.type()}: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => note(`page error: ${error.message}`));
      page.on('requestfailed', (request) =>
        note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
      );
      page.on('response', (response) => {
        if (response.status() >= 400) {
          note(`answered ${response.status()}: ${response.request().method()} ${response.url()}`);
        }
      });
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) await printReport(page, testInfo, events);
    },
    { auto: true },
  ],
});

/** The most of each part that is printed: CI shows the end of its printout, so the report stays short. */
const MOST_EVENTS = 20;
const MOST_LINES = 25;

/** A region's accessibility tree, without link addresses, cut to `MOST_LINES` lines. */
async function outline(page: Page, selector: string): Promise<string> {
  const region = page.locator(selector).first();
  if ((await region.count().catch(() => 0)) === 0) return '  (none)';
  const tree = await region
    .ariaSnapshot({ timeout: 2000 })
    .catch((error: unknown) => `(no snapshot: ${error instanceof Error ? error.message : String(error)})`);
  const lines = tree.split('\n').filter((line) => !line.trim().startsWith('- /url:'));
  const cut = lines.length > MOST_LINES ? [...lines.slice(0, MOST_LINES), '...'] : lines;
  return cut.map((line) => `  ${line}`).join('\n');
}

async function printReport(page: Page, testInfo: TestInfo, events: readonly string[]): Promise<void> {
  // Written as text: the end-to-end tests are type-checked without the DOM.
  const focused = await page
    .evaluate<string>(`(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return 'the page itself';
      const name = element.getAttribute('aria-label') ?? element.getAttribute('name') ?? element.id;
      const value = element instanceof HTMLInputElement ? \` holding '\${element.value}'\` : '';
      return \`<\${element.tagName.toLowerCase()}\${name ? ' ' + name : ''}>\${value}\`;
    })()`)
    .catch(() => 'unknown');
  const shown = events.length > MOST_EVENTS ? ['...', ...events.slice(-MOST_EVENTS)] : events;
  const lines = [
    `── What the page saw in '${testInfo.title}' ──`,
    `URL: ${page.url()}`,
    `Focus: ${focused}`,
    ...(shown.length > 0 ? shown : ['(no console errors, page errors or failed requests)']),
    'Open dialogs:',
    await outline(page, '[role=dialog]:visible, [role=alertdialog]:visible, dialog[open]'),
    'Main content:',
    await outline(page, 'main'),
    '──',
  ];
  console.log(lines.join('\n'));
}
