import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test.ts';

const LIST = ['milk', ...Array.from({ length: 119 }, (_, index) => `apples ${index + 2}`)];

test('a 120-line list is cut to 100, saved, and searched one item at a time from the strip', async ({
  page,
}) => {
  await page.goto('/ecom/');
  await page.getByRole('button', { name: 'Multi-search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Multi-search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Clear list' })).toBeDisabled();

  const text = dialog.getByRole('textbox', { name: 'Your shopping list' });
  await text.fill(LIST.join('\n'));
  await expect(dialog.getByRole('status')).toHaveText('Item limit reached');
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Search' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=milk$/);
  const strip = page.getByRole('navigation', { name: 'Multi-search list' });
  await expect(strip.getByRole('link')).toHaveCount(100);
  await expect(strip.getByRole('link', { name: 'milk', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(strip.getByRole('link').last()).toHaveText('apples 100');

  await strip.getByRole('link', { name: 'apples 2', exact: true }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=apples\+2$/);
  await expect(strip.getByRole('link', { name: 'apples 2', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(strip.getByRole('link')).toHaveCount(100);
});

test("'Edit list' shows the saved list; 'Clear list' empties it and the stored list", async ({ page }) => {
  await page.goto('/ecom/');
  await page.getByRole('button', { name: 'Multi-search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Multi-search' });
  await dialog.getByRole('textbox').fill('milk, bread; eggs');
  await dialog.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/ecom\/shop\/multi-search\?value=milk$/);

  await page.getByRole('button', { name: 'Edit list' }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue('milk\nbread\neggs');
  await dialog.getByRole('button', { name: 'Clear list' }).click();
  await expect(dialog.getByRole('textbox')).toHaveValue('');
  await expect(dialog.getByRole('button', { name: 'Search' })).toBeDisabled();
  expect(await page.evaluate<string | null>('localStorage.getItem("multiSearchList")')).toBeNull();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
