import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Browse, search and the product page in Chromium against the real server and its seeded catalogue
// (doc 3 §2, §4; doc 1 §2.4 scroll memory).

/** A word many of the seed's products share, so the results run to several pages even when filtered. */
const TERM = 'organic';

const pods = (page: Page) => page.getByRole('main').getByRole('article');
const productCount = (page: Page) => page.getByRole('main').getByText(/^[\d,]+ products?$/);

function countOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d]/g, ''));
}

test('three letters in the header, suggestions, Enter, filter, load more, open a product and come back to the same place', async ({
  page,
}) => {
  // The typed three letters are searched as they are (the last word of a search is also a prefix).
  const typed = TERM.slice(0, 3);
  await page.goto('/ecom/');
  const box = page.getByRole('combobox', { name: 'Search groceries' }).first();
  await box.click();
  await box.pressSequentially(typed);
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  await expect(suggestions.first().locator('mark')).toHaveText(new RegExp(`^${typed}$`, 'i'));
  await box.press('Enter');

  // The first search after the server starts loads the catalogue index (about a second, more on a busy
  // machine), so the first results may take longer than the default 5 s here.
  await expect(page).toHaveURL((url) => url.searchParams.get('searchTerm') === typed);
  const heading = page.getByRole('heading', { level: 1, name: `Results for “${typed}”` });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(`${typed} - Search | Waitrose`);
  await expect(pods(page)).toHaveCount(48);
  const unfiltered = countOf(await productCount(page).textContent());
  expect(unfiltered).toBeGreaterThan(48);

  // The Dietary value with the most products short of them all: the count changes, and still runs past a page.
  const dietary = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: 'Dietary' });
  const options = dietary.getByRole('checkbox');
  const labels = await dietary.locator('label').allTextContents();
  const counts = labels.map((label) => countOf(/\(([\d,]+)/.exec(label)?.[1] ?? '0'));
  const fewer = counts.filter((count) => count < unfiltered);
  const best = counts.indexOf(Math.max(...fewer));
  await options.nth(best).check();
  await expect(page).toHaveURL(/filterTags=/);
  await expect(options.nth(best)).toBeChecked();
  await expect(productCount(page)).toHaveText(/products?$/);
  await expect.poll(async () => countOf(await productCount(page).textContent())).toBe(counts[best]);
  expect(counts[best]).toBeGreaterThan(48);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(async () => pods(page).count()).toBeGreaterThan(48);
  const loaded = await pods(page).count();

  // Scroll down to a product of the second page and open it.
  const chosen = pods(page).nth(Math.min(loaded - 1, 55));
  await chosen.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(1000);
  const scrolledTo = await page.evaluate<number>('window.scrollY');
  const name = (await chosen.getByRole('heading').textContent()) ?? '';
  await chosen.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/products\//);

  await page.goBack();
  await expect(heading).toBeVisible();
  await expect(pods(page)).toHaveCount(loaded);
  // The shell puts the window back 200 ms after the page shows (doc 1 §2.4, §9).
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(scrolledTo - 100);
  expect(await page.evaluate<number>('window.scrollY')).toBeLessThan(scrolledTo + 100);
  await expect(page.getByRole('heading', { name, level: 2 })).toBeInViewport();
});

/** The names of the pods on show, in order. */
const podNames = (page: Page) => pods(page).getByRole('heading').allTextContents();

/** Sorts the list A to Z in place: the address gains sortBy and keeps its path; the pods come in name order. */
async function sortAlphabetically(page: Page, path: RegExp) {
  await page.getByLabel('Sort by').selectOption('A_2_Z');
  await expect(page).toHaveURL(
    (url) => path.test(url.pathname) && url.searchParams.get('sortBy') === 'A_2_Z',
  );
  await expect
    .poll(async () => {
      const names = await podNames(page);
      // Alphabetical is by the name without accents or case (docs/api/catalogue.md).
      const keys = names.map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
      return keys.length > 1 && keys.every((key, i) => i === 0 || (keys[i - 1] as string) <= key);
    })
    .toBe(true);
}

test('browse from the groceries home into a category: breadcrumbs start with Home; sorting stays on the page', async ({
  page,
}) => {
  await page.goto('/ecom/shop');
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groceries' })).toBeVisible();
  await sortAlphabetically(page, /^\/ecom\/shop\/browse\/groceries$/);
  // Back to the default order, which the address leaves out.
  await page.getByLabel('Sort by').selectOption('RELEVANCE');
  await expect(page).toHaveURL((url) => url.pathname === '/ecom/shop/browse/groceries' && url.search === '');
  const departments = page.getByRole('navigation', { name: 'Categories in Groceries' });
  const department = departments.getByRole('link').first();
  const departmentName = (await department.locator('span').first().textContent()) ?? '';
  await department.click();

  await expect(page.getByRole('heading', { level: 1, name: departmentName })).toBeVisible();
  await expect(page).toHaveURL(/\/ecom\/shop\/browse\/groceries\/[a-z0-9_]+$/);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs.first()).toHaveText('Home');
  await expect(crumbs.last()).toHaveText(departmentName);
  await expect(pods(page).first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https:\/\/www\.waitrose\.com\/ecom\/shop\/browse\/groceries\//,
  );
  const categoryPath = new URL(page.url()).pathname;
  await sortAlphabetically(page, new RegExp(`^${categoryPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: departmentName })).toBeVisible();
});

test('a product page reached directly, and one that does not exist', async ({ page }) => {
  await page.goto(`/ecom/shop/search?searchTerm=${TERM}`);
  const first = pods(page).first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  const href = await first.getByRole('link', { name }).getAttribute('href');
  expect(href).toMatch(/^\/ecom\/products\/[^/]+\/[^/]+$/);

  await page.goto(href ?? '');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Waitrose`);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  await expect(crumbs.first()).toHaveText('Home');
  await expect(page.getByRole('link', { name: /^Back to / })).toHaveAttribute(
    'href',
    /^\/ecom\/shop\/browse\//,
  );
  // Signed out, Add sends the shopper to sign in and back here afterwards (doc 3 §6).
  const add = page.getByRole('button', { name: `Add ${name} to trolley` });
  if (await add.isVisible()) {
    await add.click();
    await expect(page).toHaveURL(/\/ecom\/login\?redirect=/);
  }

  await page.goto('/ecom/products/no-such-thing/0000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

/** Serious and critical WCAG 2.2 AA failures inside the page's main area. */
async function accessibilityFailures(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target),
    }));
}

test('results and product pages have no serious accessibility failures', async ({ page }) => {
  await page.goto(`/ecom/shop/search?searchTerm=${TERM}`);
  await expect(pods(page)).toHaveCount(48);
  expect(await accessibilityFailures(page)).toEqual([]);

  await pods(page).first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await accessibilityFailures(page)).toEqual([]);
});
