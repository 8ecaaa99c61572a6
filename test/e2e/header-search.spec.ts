import { Header } from './pages/header.ts';
import { accessibilityFailures } from './support/accessibility.ts';
import { expect, test } from './support/test.ts';

test('suggestions from 3 letters, chosen with the keyboard, lead to the results; the search is then recent', async ({
  page,
}) => {
  const header = new Header(page);
  await page.goto('/ecom/');
  const box = header.searchBox;
  await header.typeSearch('mil');
  const suggestions = header.suggestionOptions;
  await expect(suggestions.first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The typed part of each suggestion is marked.
  await expect(suggestions.first().locator('mark')).toHaveText(/^mil$/i);

  await box.press('ArrowDown');
  expect(await accessibilityFailures(page)).toEqual([]);
  const first = suggestions.first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  const chosen = (await first.textContent()) ?? '';
  await box.press('Enter');

  await expect(page).toHaveURL(
    (url) => url.pathname === '/ecom/shop/search' && url.searchParams.get('searchTerm') === chosen,
  );
  expect(page.url()).not.toContain('%20');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(chosen);

  // Back in the empty box, the search is the most recent one.
  await expect(box).toHaveValue('');
  await box.click();
  await expect(header.recentSearches.getByRole('option').first()).toHaveText(chosen);
});

test('Enter searches the typed term, cleaned, with spaces as +; Escape clears the box', async ({ page }) => {
  const header = new Header(page);
  const box = header.searchBox;
  await page.goto('/ecom/');
  // Escape clearing the box is the search actor's, which comes with the shop.
  await header.untilShopArrives();
  await box.fill('  tea   bags!! ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=tea\+bags$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('tea bags');

  await box.fill('coffee');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('the mid-width overlay searches too, and closes', async ({ page }) => {
  const header = new Header(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/ecom/');
  await header.openSearchOverlay();
  const box = header.overlaySearchBox;
  await expect(box).toBeFocused();
  await box.fill('apples');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=apples$/);
  await expect(header.overlaySearchBox).toHaveCount(0);
});
