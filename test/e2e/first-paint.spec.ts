import { Header } from './pages/header.ts';
import { ProductControls } from './pages/product.ts';
import { ProductListPage } from './pages/product-list.ts';
import { productsSoldByTheItem } from './support/shop-api.ts';
import { expect, test } from './support/test.ts';

/**
 * Paint before the JavaScript (issue 20): the server renders the catalogue's pages (home, browse, search,
 * product), so a shopper sees the page before its scripts have run, and the scripts take over the very
 * elements the server painted (hydration) rather than painting the page again.
 */
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name and price, and search shows its results', async ({ page }) => {
    const [product] = await productsSoldByTheItem(page, 'milk');
    if (!product) throw new Error('The shop has no milk');
    await page.goto(product.url);
    const controls = new ProductControls(page, product.name);
    await expect(controls.heading).toBeVisible();
    await expect(
      page.getByRole('main').getByText(product.displayPrice, { exact: true }).first(),
    ).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

    const results = new ProductListPage(page);
    await results.search('milk');
    await expect(results.resultsHeading('milk')).toBeVisible();
    await expect(results.pod(product.name)).toBeVisible();
  });

  test('the header search is a plain form that finds results', async ({ page }) => {
    await page.goto('/ecom/');
    const search = new Header(page).searchBox;
    await search.fill('bread');
    await search.press('Enter');
    await expect(new ProductListPage(page).resultsHeading('bread')).toBeVisible();
  });
});

test('the page the server painted shows before its scripts run, and they take it over without an error', async ({
  page,
}) => {
  const results = new ProductListPage(page);
  // React reports a page it could not hydrate (and renders again) as an error: there must be none.
  const reported: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') reported.push(message.text());
  });
  // The page's first script is held back while the server's page is looked at.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/ecom\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The server has rendered the page before (a render slower than its limit under load would leave this
  // page to the browser, which cannot render it while its script is held).
  const address = '/ecom/shop/search?searchTerm=milk';
  await expect
    .poll(async () => (await page.request.get(address, { headers: { accept: 'text/html' } })).text())
    .toContain('<script id="server-state"');
  await page.goto(address, { waitUntil: 'commit' });
  const firstPod = results.pods.first();
  await expect(results.resultsHeading('milk')).toBeVisible();
  await expect(firstPod).toBeVisible();
  await expect(firstPod.getByRole('button', { name: /^Add / })).toHaveCount(0);
  release();

  // Once the shop has arrived the pods offer Add.
  await expect(firstPod.getByRole('button', { name: /^Add / })).toBeVisible();
  expect(reported.filter((text) => /hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
});

test("what a shopper types into the server's search box before the scripts run stays in it", async ({
  page,
}) => {
  const header = new Header(page);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/ecom\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await expect
    .poll(async () => (await page.request.get('/ecom/', { headers: { accept: 'text/html' } })).text())
    .toContain('<script id="server-state"');
  await page.goto('/ecom/', { waitUntil: 'commit' });
  await header.searchBox.fill('tea bags');
  release();
  await header.untilShopArrives();
  await expect(header.searchBox).toHaveValue('tea bags');
  await header.searchBox.press('Enter');
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=tea\+bags$/);
});
