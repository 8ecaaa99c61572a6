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

test('the scripts take over the page the server painted, without painting it again', async ({ page }) => {
  const results = new ProductListPage(page);
  // The page's first script is held back until the server's page has been marked.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/ecom\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/ecom/shop/search?searchTerm=milk', { waitUntil: 'commit' });
  const firstPod = results.pods.first();
  await expect(firstPod).toBeVisible();
  await expect(firstPod.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await firstPod.evaluate("(element) => element.setAttribute('data-painted-by', 'server')");
  release();

  // Once the shop has arrived the pods offer Add: the same element, now the app's.
  await expect(firstPod.getByRole('button', { name: /^Add / })).toBeVisible();
  await expect(results.pods.first()).toHaveAttribute('data-painted-by', 'server');
});
