import type { Page } from '@playwright/test';
import { Header } from './pages/header.ts';
import { ProductControls } from './pages/product.ts';
import { ProductListPage } from './pages/product-list.ts';
import { Shell } from './pages/shell.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

// Browse, search and the product page in Chromium against the real server and its seeded catalogue
// (doc 3 §2, §4; doc 1 §2.4 scroll memory).

/** A word many of the seed's products share, so the results run to several pages even when filtered. */
const TERM = 'organic';

test('three letters in the header, suggestions, Enter, filter, load more, open a product and come back to the same place', async ({
  page,
}) => {
  const header = new Header(page);
  const results = new ProductListPage(page);
  // The typed three letters are searched as they are (the last word of a search is also a prefix).
  const typed = TERM.slice(0, 3);
  await page.goto('/ecom/');
  await header.typeSearch(typed);
  const suggestions = header.suggestionOptions;
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first().locator('mark')).toHaveText(new RegExp(`^${typed}$`, 'i'));
  await header.searchBox.press('Enter');

  // The first search after the server starts loads the catalogue index (about a second, more on a busy
  // machine), so the first results may take longer than the default 5 s here.
  await expect(page).toHaveURL((url) => url.searchParams.get('searchTerm') === typed);
  const heading = results.resultsHeading(typed);
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(`${typed} - Search | Waitrose`);
  await expect(results.pods).toHaveCount(48);
  const unfiltered = await results.shownCount();
  expect(unfiltered).toBeGreaterThan(48);

  // The Dietary value with the most products short of them all: the count changes, and still runs past a page.
  const dietary = results.filterGroup('Dietary');
  const counts = await dietary.counts();
  const fewer = counts.filter((count) => count < unfiltered);
  const best = counts.indexOf(Math.max(...fewer));
  await dietary.options.nth(best).check();
  await expect(page).toHaveURL(/filterTags=/);
  await expect(dietary.options.nth(best)).toBeChecked();
  await expect(results.productCount).toHaveText(/products?$/);
  await expect.poll(() => results.shownCount()).toBe(counts[best]);
  expect(counts[best]).toBeGreaterThan(48);

  await results.loadMore();
  await expect.poll(() => results.pods.count()).toBeGreaterThan(48);
  const loaded = await results.pods.count();

  // Scroll down to a product of the second page and open it.
  const chosen = results.pods.nth(Math.min(loaded - 1, 55));
  await chosen.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  const shell = new Shell(page);
  await expect.poll(() => shell.scrollY()).toBeGreaterThan(1000);
  const scrolledTo = await shell.scrollY();
  const name = await results.openProduct(chosen);
  await expect(new ProductControls(page, name).heading).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/products\//);

  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(results.pods).toHaveCount(loaded);
  // The shell puts the window back 200 ms after the page shows (doc 1 §2.4, §9).
  await expect.poll(() => shell.scrollY()).toBeGreaterThan(scrolledTo - 100);
  expect(await shell.scrollY()).toBeLessThan(scrolledTo + 100);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeInViewport();
});

/** Sorts the list A to Z in place: the address gains sortBy and keeps its path; the pods come in name order. */
async function sortAlphabetically(results: ProductListPage, page: Page, path: RegExp) {
  await results.sort('A_2_Z');
  await expect(page).toHaveURL(
    (url) => path.test(url.pathname) && url.searchParams.get('sortBy') === 'A_2_Z',
  );
  await results.expectAlphabetical();
}

test('browse from the groceries home into a category: breadcrumbs start with Home; sorting stays on the page', async ({
  page,
}) => {
  const list = new ProductListPage(page);
  await page.goto('/ecom/shop');
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries$/);
  await expect(list.heading('Groceries')).toBeVisible();
  await sortAlphabetically(list, page, /^\/ecom\/shop\/browse\/groceries$/);
  // Back to the default order, which the address leaves out.
  await list.sort('RELEVANCE');
  await expect(page).toHaveURL((url) => url.pathname === '/ecom/shop/browse/groceries' && url.search === '');
  const departmentName = await list.openCategory(list.categories('Groceries').first());

  await expect(list.heading(departmentName)).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/[a-z0-9_]+$/);
  await expect(list.breadcrumbs.first()).toHaveText('Home');
  await expect(list.breadcrumbs.last()).toHaveText(departmentName);
  await expect(list.pods.first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.waitrose\.com\/ecom\/shop\/browse\/groceries\//,
  );
  const categoryPath = new URL(page.url()).pathname;
  await sortAlphabetically(list, page, new RegExp(`^${categoryPath}$`));
  await expect(list.heading(departmentName)).toBeVisible();
});

test('a product page reached directly, and one that does not exist', async ({ page }) => {
  const results = new ProductListPage(page);
  await results.search(TERM);
  const first = results.pods.first();
  const name = await results.podName(first);
  const href = await results.productHref(first);
  expect(href).toMatch(/^\/ecom\/products\/[^/]+\/[^/]+$/);

  const product = new ProductControls(page, name);
  await product.open(href ?? '');
  await expect(product.heading).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Waitrose`);
  await expect(product.breadcrumbs.first()).toHaveText('Home');
  await expect(product.backLink).toHaveAttribute('href', /^\/ecom\/shop\/browse\//);
  // Signed out, Add sends the shopper to sign in and back here afterwards (doc 3 §6).
  if (await product.addButton.isVisible()) {
    await product.add();
    await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);
  }

  await page.goto('/ecom/products/no-such-thing/0000000');
  await expect(new Shell(page).notFound).toBeVisible();
});

test('results and product pages have no serious accessibility failures', async ({ page }) => {
  const results = new ProductListPage(page);
  await results.search(TERM);
  await expect(results.pods).toHaveCount(48);
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);

  await results.openProduct(results.pods.first());
  await expect(new Shell(page).heading).toBeVisible();
  expect(await accessibilityFailures(page, { within: 'main' })).toEqual([]);
});
