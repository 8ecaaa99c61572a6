import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

// Desktop Chrome's viewport is above the lg breakpoint: the inline box is the one on screen.
const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search groceries' }).first();
const listbox = (page: Page, name: string) => page.getByRole('listbox', { name });

async function severeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('suggestions from 3 letters, chosen with the keyboard, lead to the results; the search is then recent', async ({
  page,
}) => {
  await page.goto('/ecom/');
  const box = searchBox(page);
  await box.click();
  await box.pressSequentially('mil');
  const suggestions = listbox(page, 'Suggestions');
  await expect(suggestions.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  // The typed part of each suggestion is marked.
  await expect(suggestions.getByRole('option').first().locator('mark')).toHaveText(/^mil$/i);

  await box.press('ArrowDown');
  expect(await severeViolations(page)).toEqual([]);
  const first = suggestions.getByRole('option').first();
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
  const recent = listbox(page, 'Recent searches');
  await expect(recent.getByRole('option').first()).toHaveText(chosen);
});

test('Enter searches the typed term, cleaned, with spaces as +; Escape clears the box', async ({ page }) => {
  await page.goto('/ecom/');
  const box = searchBox(page);
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
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/ecom/');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByPlaceholder('Search...');
  await expect(box).toBeFocused();
  await box.fill('apples');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ecom\/shop\/search\?searchTerm=apples$/);
  await expect(page.getByPlaceholder('Search...')).toHaveCount(0);
});
