import { Shell } from './pages/shell.ts';
import { expect, test } from './support/test.ts';

test('the home page shows the groceries departments from the database', async ({
  page,
  browserName,
  browser,
}) => {
  expect(browserName).toBe('chromium');
  expect(browser.version()).toMatch(/^\d+\./);

  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/taxonomy-prod/v1/categories/')) answers.push(response.status());
  });

  const shell = new Shell(page);
  await page.goto('/ecom/');
  await expect(shell.heading).toBeVisible();
  await expect(shell.firstSection).toBeVisible();
  await expect(shell.main).toContainText('Fresh & Chilled');
  expect(answers.length).toBeGreaterThan(0);
  expect(answers.every((status) => status === 200)).toBe(true);
});

test('an unknown storefront path falls back to the app and shows not found', async ({ page }) => {
  const response = await page.goto('/ecom/no/such/page');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(new Shell(page).notFound).toBeVisible();
});

test('the API answers health and unknown routes with JSON', async ({ request }) => {
  const health = await request.get('/api/health-prod/v1/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  const missing = await request.get('/api/nothing-prod/v1/here');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ type: 'NOT_FOUND' });
});
