import { Header } from './pages/header.ts';
import { MultiSearch } from './pages/multi-search.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

const LIST = ['milk', ...Array.from({ length: 119 }, (_, index) => `apples ${index + 2}`)];

test('a 120-line list is cut to 100, saved, and searched one item at a time from the strip', async ({
  page,
}) => {
  const multiSearch = new MultiSearch(page);
  await page.goto('/ecom/');
  await new Header(page).openMultiSearch();
  await expect(multiSearch.dialog).toBeVisible();
  await expect(multiSearch.searchButton).toBeDisabled();
  await expect(multiSearch.clearButton).toBeDisabled();

  await multiSearch.list.fill(LIST.join('\n'));
  await expect(multiSearch.status).toHaveText('Item limit reached');
  expect(await accessibilityFailures(page, { within: '[role="dialog"]' })).toEqual([]);
  await multiSearch.search();

  await expect(multiSearch.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=milk$/);
  await expect(multiSearch.strip).toHaveCount(100);
  await expect(multiSearch.stripItem('milk')).toHaveAttribute('aria-current', 'page');
  await expect(multiSearch.strip.last()).toHaveText('apples 100');

  await multiSearch.stripItem('apples 2').click();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=apples\+2$/);
  await expect(multiSearch.stripItem('apples 2')).toHaveAttribute('aria-current', 'page');
  await expect(multiSearch.strip).toHaveCount(100);
});

test("'Edit list' shows the saved list; 'Clear list' empties it and the stored list", async ({ page }) => {
  const multiSearch = new MultiSearch(page);
  await page.goto('/ecom/');
  await new Header(page).openMultiSearch();
  await multiSearch.list.fill('milk, bread; eggs');
  await multiSearch.search();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=milk$/);

  await multiSearch.editList();
  await expect(multiSearch.list).toHaveValue('milk\nbread\neggs');
  await multiSearch.clear();
  await expect(multiSearch.list).toHaveValue('');
  await expect(multiSearch.searchButton).toBeDisabled();
  expect(await page.evaluate<string | null>('localStorage.getItem("multiSearchList")')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(multiSearch.dialog).toBeHidden();
});
